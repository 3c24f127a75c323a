// Runs deliveries along their lifecycle (delivery-lifecycle.ts) with the sandbox clock's timers:
// queued in its consumer's queue, posting, waiting for a redelivery, finished. Each method is one
// transition and what comes with it (a timer set or cancelled, the queue, the history, the store).
import { setMaxListeners } from "node:events";
import type { SandboxClock } from "../kernel/clock.js";
import type { SandboxScope } from "../kernel/store.js";
import type { AttemptResult } from "./attempt.js";
import { createConsumerQueue, type ConsumerQueue } from "./consumer-queue.js";
import type { DeliveryHistory } from "./delivery-history.js";
import { attemptOutcome, resumedPhase, type RedeliveryPolicy } from "./delivery-lifecycle.js";
import type { Delivery, DeliveryAttemptRecord } from "./delivery-record.js";
import { removeDelivery } from "./delivery-index.js";
import { GATEWAY_DELIVERIES, GATEWAY_MESSAGES } from "./delivery-store.js";
import type { OutgoingMessage } from "./outgoing-message.js";
import type { PostSlots } from "./post-slots.js";
import type { PostEnd } from "./posting.js";

export interface DriverParts {
  readonly clock: SandboxClock;
  readonly scope: SandboxScope;
  readonly policy: RedeliveryPolicy;
  readonly history: DeliveryHistory<Delivery>;
  readonly slots: PostSlots;
  readonly post: (message: OutgoingMessage, signal: AbortSignal) => Promise<PostEnd>;
}

/**
 * What stops every POST in flight: each attempt listens to its signal while it runs, so a busy gateway has one listener
 * per open POST (up to its shares of open POSTs per tenant), which is no leak.
 */
function createStopper(): AbortController {
  const stopper = new AbortController();
  setMaxListeners(0, stopper.signal);
  return stopper;
}

export class DeliveryDriver {
  #consumers = new Map<string, ConsumerQueue<Delivery>>();
  readonly #inFlight = new Set<Promise<void>>();
  #aborter = createStopper();

  constructor(private readonly parts: DriverParts) {}

  /** The store saves what changed in a delivery; one that left the gateway is not saved again. */
  changed(delivery: Delivery): void {
    if (!delivery.gone) this.parts.scope.get(GATEWAY_DELIVERIES).touch(delivery.messageId);
  }

  /**
   * Its consumer's queue, made on first use; the consumer's rate limit as its newest message says. A consumer is a
   * tenant's: two tenants that register one address each have a queue there, so one's backlog never holds the other's
   * messages and one's rate limit never paces the other's.
   */
  consumerOf(delivery: Delivery): ConsumerQueue<Delivery> {
    const key = JSON.stringify([delivery.tenantId, delivery.consumerUrl]);
    let consumer = this.#consumers.get(key);
    if (consumer === undefined) {
      consumer = createConsumerQueue<Delivery>(this.parts.clock, {
        send: (queued, now) => this.#start(queued, now),
        held: (queued, slot) => {
          queued.nextAttemptAt = slot;
          this.changed(queued);
        },
        mayStart: (queued) => this.parts.slots.mayStart(queued.tenantId, queued.consumerUrl),
      });
      this.#consumers.set(key, consumer);
    }
    return consumer;
  }

  /** A new delivery, queued (or expired at once when its expiry passed already). */
  start(delivery: Delivery): void {
    const consumer = this.consumerOf(delivery);
    // The consumer's settings are read at publish time, so a changed rate limit applies to new messages.
    consumer.rateLimit = delivery.message.rateLimit;
    delivery.consumer = consumer;
    if (delivery.expiresAt !== undefined && delivery.expiresAt <= this.parts.clock.now()) {
      this.#finish(delivery, "expire");
      return;
    }
    this.#armExpiry(delivery);
    consumer.push(delivery);
  }

  /**
   * Takes up a delivery read back from the store: finished ones into the history, pending ones queued or waiting for
   * their redelivery.
   */
  resume(delivery: Delivery): void {
    if (delivery.consumer !== undefined) return;
    const consumer = this.consumerOf(delivery);
    consumer.rateLimit = delivery.message.rateLimit;
    delivery.consumer = consumer;
    const now = this.parts.clock.now();
    delivery.phase = resumedPhase(delivery.status, delivery.nextAttemptAt, now);
    if (delivery.status !== "Pending") {
      this.parts.history.finished(delivery);
      return;
    }
    this.#armExpiry(delivery);
    if (delivery.phase === "waiting")
      delivery.cancelRetry = this.parts.clock.at(delivery.nextAttemptAt!, () => this.#due(delivery));
    else consumer.push(delivery);
  }

  /** A redelivery asked for: a new round, queued now (a delivery queued already keeps its place). */
  redeliver(delivery: Delivery): void {
    delivery.roundStart = delivery.attempts.length;
    const phase = delivery.phase;
    delivery.move("redeliver");
    if (phase === "delivered" || phase === "failed") {
      this.parts.history.reopened(delivery);
      this.#armExpiry(delivery);
      delivery.consumer!.push(delivery);
    } else if (phase === "waiting") {
      delivery.cancelRetry?.();
      delivery.cancelRetry = undefined;
      delivery.consumer!.push(delivery);
    }
    this.changed(delivery);
  }

  /** The delivery leaves the gateway (evicted from the history): its timers stop and the store drops it. */
  leave(delivery: Delivery): void {
    this.#stop(delivery);
    removeDelivery(this.parts.scope.get(GATEWAY_DELIVERIES), delivery);
    this.parts.scope.get(GATEWAY_MESSAGES).delete(delivery.messageId);
  }

  /**
   * Every delivery stops (a reset, a stop): timers cancelled, POSTs aborted, and the promise waits for those in flight.
   */
  stopAll(deliveries: Iterable<Delivery>): Promise<void> {
    for (const delivery of deliveries) this.#stop(delivery);
    for (const consumer of this.#consumers.values()) consumer.cancel();
    this.#consumers = new Map();
    this.#aborter.abort();
    this.#aborter = createStopper();
    return Promise.allSettled([...this.#inFlight]).then(() => undefined);
  }

  /** Whether a POST is in flight. */
  get busy(): boolean {
    return this.#inFlight.size > 0;
  }

  /** Waits for the POSTs in flight now. */
  settled(): Promise<void> {
    return Promise.allSettled([...this.#inFlight]).then(() => undefined);
  }

  /** The expiry timer: a delivery not in flight expires (a POST in flight decides for itself when it ends). */
  expire(delivery: Delivery): void {
    if (delivery.phase === "queued" || delivery.phase === "waiting") this.#finish(delivery, "expire");
  }

  #stop(delivery: Delivery): void {
    delivery.gone = true;
    delivery.cancelRetry?.();
    delivery.cancelExpiry?.();
  }

  #armExpiry(delivery: Delivery): void {
    const { expiresAt } = delivery.message;
    if (expiresAt !== undefined) delivery.cancelExpiry = this.parts.clock.at(expiresAt, () => this.expire(delivery));
  }

  #due(delivery: Delivery): void {
    delivery.cancelRetry = undefined;
    delivery.move("due");
    delivery.consumer!.push(delivery);
  }

  #finish(delivery: Delivery, transition: "acknowledge" | "giveUp" | "refuse" | "expire"): void {
    delivery.move(transition);
    delivery.nextAttemptAt = undefined;
    delivery.cancelRetry?.();
    delivery.cancelExpiry?.();
    delivery.consumer?.remove(delivery);
    this.changed(delivery);
    this.parts.history.finished(delivery);
  }

  /** Its consumer's queue lets it go at sandbox time `now`; false when it had expired (it takes no rate limit slot). */
  #start(delivery: Delivery, now: number): boolean {
    // A real-time expiry timer may not have fired yet when sandbox time already passed it.
    if (delivery.expiresAt !== undefined && now >= delivery.expiresAt) {
      this.#finish(delivery, "expire");
      return false;
    }
    delivery.move("send");
    delivery.nextAttemptAt = undefined;
    const { slots } = this.parts;
    slots.take(delivery.tenantId, delivery.consumerUrl);
    const attempt = this.parts.post(delivery.message, this.#aborter.signal).then((end) => {
      if (delivery.gone) return;
      if (end.result === undefined) this.#refuse(delivery, now, "REFUSED_ADDRESS", end.refused);
      else this.#settle(delivery, now, end.result);
    });
    this.#inFlight.add(attempt);
    // A failure of the gateway itself ends this message, never the process (an unhandled rejection would).
    void attempt
      .catch((error: unknown) => {
        if (!delivery.gone && delivery.phase === "posting")
          this.#refuse(
            delivery,
            now,
            "GATEWAY_FAILED",
            `the gateway failed: ${error instanceof Error ? error.message : String(error)}`,
            "gave up: the gateway failed",
          );
      })
      .finally(() => {
        this.#inFlight.delete(attempt);
        slots.release(delivery.tenantId, delivery.consumerUrl);
        for (const consumer of this.#consumers.values()) consumer.resume();
      });
    return true;
  }

  /** An address that may not be POSTed to, or a failure of the gateway itself, is never tried again. */
  #refuse(delivery: Delivery, at: number, errorCode: string, error: string, reason = "refused: not POSTed"): void {
    this.#finish(delivery, "refuse");
    delivery.attempts.push({ at, durationMs: 0, errorCode, error, reason });
    this.changed(delivery);
  }

  #settle(delivery: Delivery, at: number, result: AttemptResult): void {
    delivery.lastStatusCode = result.answer?.statusCode ?? null;
    const now = this.parts.clock.now();
    const outcome = attemptOutcome(
      result.answer?.statusCode,
      delivery.attempts.length + 1 - delivery.roundStart,
      now,
      delivery.expiresAt,
      this.parts.policy,
      delivery.invalid,
    );
    if (outcome.transition === "retry") {
      delivery.move("retry");
      delivery.nextAttemptAt = now + outcome.delayMs!;
      delivery.cancelRetry = this.parts.clock.at(delivery.nextAttemptAt, () => this.#due(delivery));
    } else this.#finish(delivery, outcome.transition);
    // Written out, not spread from a partial record: a spread gave each attempt a dictionary of its own (about 100
    // bytes more per attempt).
    const attempt: DeliveryAttemptRecord =
      result.answer === undefined
        ? {
            at,
            durationMs: result.durationMs,
            errorCode: result.errorCode,
            error: result.error,
            reason: outcome.reason,
          }
        : {
            at,
            durationMs: result.durationMs,
            statusCode: result.answer.statusCode,
            answer: result.answer,
            reason: outcome.reason,
          };
    delivery.attempts.push(attempt);
    this.changed(delivery);
  }
}
