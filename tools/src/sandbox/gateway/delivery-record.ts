import type { components } from "../../../../generated/types/sandbox-control.js";
import type { ConsumerQueue } from "./consumer-queue.js";
import { DELIVERY_LIFECYCLE, STATUS_OF, type DeliveryPhase, type DeliveryTransition } from "./delivery-lifecycle.js";
import { outgoingUrl, type InvalidRule, type OutgoingMessage } from "./outgoing-message.js";

/**
 * Where a message stands: waiting or redelivering, acknowledged, given up after the last attempt, or dropped at its
 * expiry.
 */
export type DeliveryStatus = components["schemas"]["SandboxDeliveryStatus"];

/** What the receiver answered to one POST: status, content type, the first 512 bytes of the body, a problem's title. */
export type DeliveryAnswer = components["schemas"]["SandboxDeliveryAnswer"];

/** One POST of a message and what the gateway did next. */
export interface DeliveryAttemptRecord {
  /** Sandbox time (epoch ms) the POST was sent. */
  readonly at: number;
  /** Real milliseconds from sending the POST to the end of its answer, or to the error. */
  readonly durationMs: number;
  /** The consumer's answer status; absent when no answer came. */
  readonly statusCode?: number;
  /**
   * Why no answer came: `ECONNREFUSED` and the other system error codes, `TIMEOUT`, `SIGNING_FAILED`,
   * `REFUSED_ADDRESS`, `GATEWAY_FAILED` or `NETWORK`.
   */
  readonly errorCode?: string;
  /** The network error's message, when no answer came. */
  readonly error?: string;
  /** The consumer's answer, when one came. */
  readonly answer?: DeliveryAnswer;
  /** What followed: `acknowledged`, `redelivery in <n> ms`, `gave up after <n> attempts`, or `expired`. */
  readonly reason: string;
}

/** The record of one message: what is sent and every attempt, kept up to date as delivery goes on. */
export interface DeliveryRecord {
  readonly messageId: string;
  readonly messageType: string;
  /** The contractType route segment. */
  readonly contractType: string;
  /** X-Tenant-Id of the message. */
  readonly tenantId: string;
  /** The address POSTed to: `{webhook_url}/{messageType}/{contractType}/{messageId}`. */
  readonly url: string;
  /** Sandbox time (epoch ms) the message was published. */
  readonly publishedAt: number;
  /** The headers of every POST, Authorization aside (each POST carries a freshly signed token). */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON payload of every POST. */
  readonly payload: unknown;
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttemptRecord[];
  /** Status of the last answer; null before the first answer and after a network error. */
  readonly lastStatusCode: number | null;
  /** Sandbox time (epoch ms) of the next POST while a redelivery or a rate limit slot is awaited. */
  readonly nextAttemptAt?: number;
  /** Sandbox time (epoch ms) after which the message is dropped as Expired. */
  readonly expiresAt?: number;
  /** The rule the message breaks on purpose; absent for a valid one. */
  readonly invalid?: InvalidRule;
}

/** A message as the gateway keeps it: what is POSTed, and when it was published (its saved form, saved once). */
export type StoredMessage = OutgoingMessage & { readonly publishedAt: number };

/**
 * One delivery: where it stands (its phase in DELIVERY_LIFECYCLE, its attempts) and, while it is
 * pending, the timers and queue it waits in. What was sent is read from its message, the one copy
 * of the payload and the address it keeps. The record the control API reads is this object, kept
 * up to date as delivery goes on.
 */
export class Delivery implements DeliveryRecord {
  #phase: DeliveryPhase = DELIVERY_LIFECYCLE.initial;
  /** Told, with the status it left, when its status changes: the gateway's index by status (delivery-index.ts). */
  statusChanged: ((before: DeliveryStatus) => void) | undefined = undefined;
  attempts: DeliveryAttemptRecord[] = [];
  lastStatusCode: number | null = null;
  // Set to undefined rather than deleted: a deleted property turns each record into a dictionary of its own.
  nextAttemptAt: number | undefined = undefined;
  /**
   * Attempts made before the current round (a redelivery asked for starts a new one); they do not count against
   * maxAttempts.
   */
  roundStart = 0;
  /** The queue of its consumer; set while it is pending. Not saved. */
  consumer: ConsumerQueue<Delivery> | undefined = undefined;
  /** Cancel its redelivery timer, its expiry timer. Not saved. */
  cancelRetry: (() => void) | undefined = undefined;
  cancelExpiry: (() => void) | undefined = undefined;
  /**
   * Dropped from the gateway (evicted from the history, or a reset): a POST still in flight changes it no more. Not
   * saved.
   */
  gone = false;

  constructor(
    readonly message: StoredMessage,
    /** The consumer it is delivered to: its webhook address without trailing slashes. */
    readonly consumerUrl: string,
  ) {}

  get phase(): DeliveryPhase {
    return this.#phase;
  }
  set phase(next: DeliveryPhase) {
    const before = STATUS_OF[this.#phase];
    this.#phase = next;
    if (STATUS_OF[next] !== before) this.statusChanged?.(before);
  }

  /** Moves it along its lifecycle; throws IllegalTransitionError for a move the lifecycle does not list. */
  move(transition: DeliveryTransition): void {
    this.phase = DELIVERY_LIFECYCLE.next(this.phase, transition);
  }

  get status(): DeliveryStatus {
    return STATUS_OF[this.#phase];
  }
  get publishedAt(): number {
    return this.message.publishedAt;
  }
  get messageId(): string {
    return this.message.messageId;
  }
  get messageType(): string {
    return this.message.messageType;
  }
  get contractType(): string {
    return this.message.contractType;
  }
  get tenantId(): string {
    return this.message.tenantId;
  }
  get url(): string {
    return outgoingUrl(this.message);
  }
  get headers(): Readonly<Record<string, string>> {
    return this.message.headers;
  }
  get payload(): unknown {
    return JSON.parse(this.message.body);
  }
  get expiresAt(): number | undefined {
    return this.message.expiresAt;
  }
  get invalid(): InvalidRule | undefined {
    return this.message.invalid;
  }
}
