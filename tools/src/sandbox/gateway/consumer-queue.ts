import type { SandboxClock } from "../kernel/clock.js";
import { createSendLog, type ConsumerRateLimit } from "./rate-limit.js";

/** The messages waiting for one consumer, sent in order as its rate limit allows. */
export interface ConsumerQueue<T> {
  /** The consumer's current rate limit; undefined sends at once. */
  rateLimit: ConsumerRateLimit | undefined;
  /** Queues a message and sends what the rate limit allows now. */
  push(item: T): void;
  /** Takes a message out of the queue (it expired or was delivered elsewhere). */
  remove(item: T): void;
  /** Cancels the wake-up timer of a held-back queue (reset, close). */
  cancel(): void;
  /** Sends what may go now: after a POST ended, when {@link ConsumerQueueHandlers.mayStart} may say yes again. */
  resume(): void;
}

/** How the queue hands over messages. */
export interface ConsumerQueueHandlers<T> {
  /**
   * Sends `item` at sandbox time `now`; false when it was not sent (it had expired), so it takes no rate limit slot.
   */
  readonly send: (item: T, now: number) => boolean;
  /** Told, for each waiting message, when the next slot opens. */
  readonly held: (item: T, slot: number) => void;
  /**
   * Whether the first waiting message may start now (its receiver's and its tenant's share of open POSTs); when not, it
   * waits for {@link ConsumerQueue.resume}. Default: always.
   */
  readonly mayStart?: (item: T) => boolean;
}

/** A FIFO queue over a sliding-window send log, woken by the sandbox clock when the next slot opens. */
export function createConsumerQueue<T>(clock: SandboxClock, handlers: ConsumerQueueHandlers<T>): ConsumerQueue<T> {
  const log = createSendLog();
  const queue: T[] = [];
  let cancelWake: (() => void) | undefined;
  // Set while the first message waits for an open POST to end (mayStart said no).
  let waitingForSlot = false;

  function pump(): void {
    cancelWake?.();
    cancelWake = undefined;
    for (let next = queue[0]; next !== undefined; next = queue[0]) {
      const now = clock.now();
      const slot = log.nextSlot(now, self.rateLimit);
      if (slot > now) {
        for (const waiting of queue) handlers.held(waiting, slot);
        cancelWake = clock.at(slot, pump);
        return;
      }
      if (handlers.mayStart?.(next) === false) {
        waitingForSlot = true;
        return;
      }
      queue.shift();
      if (handlers.send(next, now)) log.record(now);
    }
  }

  const self: ConsumerQueue<T> = {
    rateLimit: undefined,
    push(item) {
      queue.push(item);
      pump();
    },
    remove(item) {
      const index = queue.indexOf(item);
      if (index >= 0) queue.splice(index, 1);
    },
    cancel() {
      cancelWake?.();
      cancelWake = undefined;
    },
    resume() {
      if (!waitingForSlot) return;
      waitingForSlot = false;
      pump();
    },
  };
  return self;
}
