import type { BrokerDelivery } from "./channel.js";

/**
 * The messages whose failed attempts this consumer remembers when the broker does not count them: the most recently
 * failed ones, so a flood of failing messages makes the oldest start counting again rather than grow the map.
 */
const ATTEMPTS_REMEMBERED = 10_000;

/** Which attempt a failed delivery was, and who counted it. */
export interface Attempt {
  readonly number: number;
  readonly countedBy: string;
}

/**
 * Counts failed deliveries: by the broker's `x-delivery-count` (quorum queues: earlier deliveries returned without
 * acknowledgement) when the message has it, else by handler failures per tenant and messageId in this process.
 */
export class AttemptCounter {
  private readonly failures = new Map<string, number>();

  /** Which attempt the failed delivery of `message`, known here by `key`, was. */
  failed(message: BrokerDelivery, key: string): Attempt {
    const delivered = message.properties.headers?.["x-delivery-count"];
    if (typeof delivered === "number" && Number.isSafeInteger(delivered) && delivered >= 0)
      return { number: delivered + 1, countedBy: "the broker's x-delivery-count" };
    const failed = (this.failures.get(key) ?? 0) + 1;
    // Re-inserted so the map's order is least recently failed first, the one to drop when it is full.
    this.failures.delete(key);
    this.failures.set(key, failed);
    if (this.failures.size > ATTEMPTS_REMEMBERED) this.failures.delete(this.failures.keys().next().value!);
    return { number: failed, countedBy: "this consumer" };
  }

  forget(key: string): void {
    this.failures.delete(key);
  }
}
