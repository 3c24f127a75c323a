// Messages to one consumer mostly carry the same headers and address: they share one object, so a long history of
// deliveries holds each consumer's headers once (on publish, and again on a restart).
import type { StoredMessage } from "./delivery-record.js";
import { consumerUrlOf } from "./delivery-store.js";

/** The address and headers last published to each consumer, which the next message to it shares when they match. */
export class MessageSharing {
  readonly #last = new Map<string, { webhookUrl: string; headers: Readonly<Record<string, string>> }>();

  /** The message, with the address and headers of the one before it to the same consumer when they are equal. */
  share(message: StoredMessage): StoredMessage {
    const consumerUrl = consumerUrlOf(message.webhookUrl);
    const shared = this.#last.get(consumerUrl);
    const names = Object.keys(message.headers);
    const sameHeaders =
      shared !== undefined &&
      Object.keys(shared.headers).length === names.length &&
      names.every((name) => shared.headers[name] === message.headers[name]);
    const sameUrl = shared !== undefined && shared.webhookUrl === message.webhookUrl;
    if (sameHeaders && sameUrl) return { ...message, webhookUrl: shared.webhookUrl, headers: shared.headers };
    this.#last.set(consumerUrl, { webhookUrl: message.webhookUrl, headers: message.headers });
    return message;
  }
}
