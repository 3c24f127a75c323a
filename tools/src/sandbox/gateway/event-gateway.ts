// The message gateway of the sandbox: services publish, the control API reads the records. Its deliveries are stores
// of the sandbox (delivery-store.ts) and run along their lifecycle (delivery-lifecycle.ts) in the driver
// (delivery-driver.ts); one POST is posting.ts; its options and settings are gateway-settings.ts.
import type { BrokerRecord, NativeMessage } from "../broker/index.js";
import type { SandboxClock } from "../kernel/clock.js";
import { createSandboxState } from "../kernel/state.js";
import type { SandboxScope } from "../kernel/store.js";
import { DeliveryDriver } from "./delivery-driver.js";
import { addDelivery, listDeliveries, removeDelivery, type DeliveryFilter } from "./delivery-index.js";
import type { DeliveryHistory, DeliveryHistoryLimits } from "./delivery-history.js";
import { Delivery, type DeliveryRecord } from "./delivery-record.js";
import {
  consumerUrlOf,
  GATEWAY_DELIVERIES,
  GATEWAY_EVICTED,
  GATEWAY_MESSAGES,
  GATEWAY_STORES,
} from "./delivery-store.js";
import { historyOf, settingsOf, type EventGatewayOptions, type EventGatewaySettings } from "./gateway-settings.js";
import { MessageSharing } from "./message-sharing.js";
import { prepareMessage, type PublishedMessage } from "./outgoing-message.js";
import { createPostSlots } from "./post-slots.js";
import { createPoster } from "./posting.js";
import type { WebhookAddressCheck } from "./webhook-address.js";

export type { DeliveryFilter } from "./delivery-index.js";

export {
  DELIVERIES_PER_TENANT,
  DELIVERY_HISTORY_BYTES_PER_TENANT,
  type DeliveryHistoryLimits,
} from "./delivery-history.js";

export type { EventGatewayOptions, EventGatewaySettings } from "./gateway-settings.js";

/** Why {@link EventGateway.redeliver} did not send: no such message, a POST of it in flight, or it expired. */
export class RedeliveryRefusedError extends Error {
  override readonly name = "RedeliveryRefusedError";
  constructor(
    readonly messageId: string,
    readonly reason: "unknown" | "in-flight" | "expired",
    message: string,
  ) {
    super(message);
  }
}

/** The message gateway of the sandbox, framework-free: services publish, the control API reads the records. */
export interface EventGateway {
  readonly settings: EventGatewaySettings;
  /**
   * Validates the message, records it Pending and sends it (now, or when the consumer's rate limit
   * allows). The record returned is kept up to date as delivery goes on.
   * @throws EventValidationError naming the JSON path of a payload or header that does not validate
   */
  publish(message: PublishedMessage): DeliveryRecord;
  /**
   * Hands an event for a native application (consumer type `None`) to the message broker channel;
   * undefined when the channel is off or the reference shows no exchange for the message type.
   */
  publishNative(message: NativeMessage): BrokerRecord | undefined;
  /** Every record, oldest first, filtered. */
  deliveries(filter?: DeliveryFilter): readonly DeliveryRecord[];
  /** The record of one message; undefined when there is none. */
  delivery(messageId: string): DeliveryRecord | undefined;
  /**
   * Sends a message again, as a redelivery of its own: a Delivered or Failed one becomes Pending
   * with a full round of attempts, a Pending one waiting for its redelivery goes to its consumer's
   * queue now (the rate limit still holds). Returns the record.
   * @throws RedeliveryRefusedError for an unknown messageId, a POST in flight or an expired message
   */
  redeliver(messageId: string): DeliveryRecord;
  /**
   * Takes up what its stores hold (a restart, a restore): a pending delivery is sent again when its next attempt is due
   * (at once when none was set).
   */
  resume(): void;
  /** How many finished records were dropped from the history to keep its limits per tenant, of one tenant or of all. */
  evicted(tenantId?: string): number;
  /** The limits of the history of finished deliveries, per tenant. */
  readonly historyLimits: DeliveryHistoryLimits;
  /** Why a consumer may not register `webhookUrl` (named `field` in the reason), or `undefined` when it may. */
  checkAddress(field: string, webhookUrl: string): Promise<string | undefined>;
  /**
   * Resolves once no POST is in flight and none is due now (timers that are due have run): for tests, instead of
   * sleeping.
   */
  idle(): Promise<void>;
  /** Forgets every record and cancels every pending POST (reset). */
  clear(): Promise<void>;
  /** Cancels everything and refuses further publishing; what its stores hold stays (the state folder keeps it). */
  close(): Promise<void>;
}

/**
 * Delivers events as the message gateway does (reference, "Webhook consumer endpoint" and
 * "Delivery rules"): POST `{webhook_url}/{messageType}/{contractType}/{messageId}` with the
 * webhook headers and a freshly signed `Authorization: Bearer` JWT; a non-2xx answer or a network
 * error is redelivered with the same messageId after an exponential backoff; a consumer's rate
 * limit holds POSTs back to the next free slot; a message not delivered by its expiry is dropped.
 * Consumers are told apart by webhook address, the address a consumer registers.
 */
class SandboxEventGateway implements EventGateway {
  readonly settings: EventGatewaySettings;
  readonly historyLimits: DeliveryHistoryLimits;
  readonly checkAddress: WebhookAddressCheck;
  readonly #clock: SandboxClock;
  readonly #scope: SandboxScope;
  readonly #broker: EventGatewayOptions["broker"];
  readonly #claimed: (messageId: string) => boolean;
  readonly #history: DeliveryHistory<Delivery>;
  readonly #driver: DeliveryDriver;
  #sharing = new MessageSharing();
  #closed = false;

  constructor(options: EventGatewayOptions) {
    const settings = settingsOf(options);
    this.settings = settings;
    this.#clock = options.clock;
    this.#broker = options.broker;
    this.#claimed = options.claimed ?? (() => true);
    this.checkAddress = options.checkAddress ?? (() => Promise.resolve(undefined));
    this.#scope = options.scope ?? createSandboxState(GATEWAY_STORES).sandbox;
    this.#history = historyOf(options, this.#scope, (delivery) => this.#driver.leave(delivery));
    this.historyLimits = this.#history.limits;
    const post = createPoster({
      ...settings,
      signToken: options.signToken,
      ...(options.signingKid === undefined ? {} : { signingKid: options.signingKid }),
      fetch: options.fetch ?? fetch,
      checkAddress: this.checkAddress,
      beforePost: options.beforePost,
      now: () => this.#clock.now(),
    });
    this.#driver = new DeliveryDriver({
      clock: this.#clock,
      scope: this.#scope,
      policy: settings.redelivery,
      history: this.#history,
      slots: createPostSlots(),
      post,
    });
  }

  publish(published: PublishedMessage): DeliveryRecord {
    if (this.#closed) throw new Error("the event gateway is closed");
    const prepared = prepareMessage(published);
    if (this.#deliveries().has(prepared.messageId))
      throw new RangeError(`messageId ${prepared.messageId} was already published; a redelivery is the gateway's own`);
    const message = this.#sharing.share({ ...prepared, publishedAt: this.#clock.now() });
    const delivery = new Delivery(message, consumerUrlOf(message.webhookUrl));
    this.#scope.get(GATEWAY_MESSAGES).set(message.messageId, message);
    addDelivery(this.#deliveries(), delivery);
    this.#driver.start(delivery);
    return delivery;
  }

  publishNative(message: NativeMessage): BrokerRecord | undefined {
    if (this.#closed) throw new Error("the event gateway is closed");
    return this.#broker?.publish(message);
  }

  deliveries(filter: DeliveryFilter = {}): readonly DeliveryRecord[] {
    return listDeliveries(this.#deliveries(), filter);
  }

  delivery(messageId: string): DeliveryRecord | undefined {
    return this.#deliveries().get(messageId);
  }

  redeliver(messageId: string): DeliveryRecord {
    const delivery = this.#deliveries().get(messageId);
    if (delivery === undefined)
      throw new RedeliveryRefusedError(messageId, "unknown", `no delivery with messageId ${messageId}`);
    if (delivery.phase === "posting")
      throw new RedeliveryRefusedError(
        messageId,
        "in-flight",
        `a POST of delivery ${messageId} is in flight; ask again once it ended`,
      );
    const { expiresAt } = delivery.message;
    const now = this.#clock.now();
    if (delivery.phase === "expired" || (expiresAt !== undefined && now >= expiresAt)) {
      throw new RedeliveryRefusedError(
        messageId,
        "expired",
        `delivery ${messageId} expired at ${new Date(expiresAt ?? now).toISOString()} and is not sent again`,
      );
    }
    this.#driver.redeliver(delivery);
    return delivery;
  }

  resume(): void {
    const messages = this.#scope.get(GATEWAY_MESSAGES);
    for (const [messageId, message] of messages) messages.restore(messageId, this.#sharing.share(message));
    const held = this.#deliveries();
    // A message whose delivery state was never saved was not delivered to anyone: it leaves.
    for (const messageId of [...messages.keys()]) if (!held.has(messageId)) messages.delete(messageId);
    for (const delivery of held.values()) if (this.#claimed(delivery.messageId)) this.#driver.resume(delivery);
  }

  evicted(tenantId?: string): number {
    return this.#history.evicted(tenantId);
  }

  async idle(): Promise<void> {
    for (;;) {
      // Timers already due run as microtasks (clock.at): let them start their POSTs first.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (!this.#driver.busy) return;
      await this.#driver.settled();
    }
  }

  async clear(): Promise<void> {
    await this.#stop();
    const held = this.#deliveries();
    for (const delivery of [...held.values()]) removeDelivery(held, delivery);
    const messages = this.#scope.get(GATEWAY_MESSAGES);
    for (const messageId of [...messages.keys()]) messages.delete(messageId);
    this.#scope.get(GATEWAY_EVICTED).clear();
  }

  close(): Promise<void> {
    this.#closed = true;
    return this.#stop();
  }

  #deliveries() {
    return this.#scope.get(GATEWAY_DELIVERIES);
  }

  #stop(): Promise<void> {
    this.#sharing = new MessageSharing();
    this.#history.clear();
    return this.#driver.stopAll(this.#deliveries().values());
  }
}

export function createEventGateway(options: EventGatewayOptions): EventGateway {
  return new SandboxEventGateway(options);
}
