// The broker channel's bounded backlog: every message handed over and not yet confirmed by the
// broker, in the order handed over. A message waits until the state folder holds it (when the
// sandbox keeps its state), is then ready, is sent, and leaves the backlog once the broker
// confirms it; a message whose connection was lost before the confirm is ready again.
import type { components } from "../../../generated/types/sandbox-control.js";
import { encodeMessage, restoreBrokerMessage, saveBrokerMessage, type BrokerMessage, type EncodedMessage, type SavedBrokerMessage } from "./native-message.js";

/** What happened to one message: held in the backlog, confirmed by the broker, or refused because the backlog was full. */
export type BrokerMessageStatus = components["schemas"]["SandboxBrokerMessage"]["status"];

/** One message handed to the broker channel, kept up to date as publishing goes on. */
export type BrokerRecord = components["schemas"]["SandboxBrokerMessage"];

export interface BacklogEntry {
  readonly sequence: number;
  readonly message: BrokerMessage;
  readonly record: { -readonly [K in keyof BrokerRecord]: BrokerRecord[K] };
  /** Made when first sent, kept for a resend after a lost connection. */
  encoded?: EncodedMessage;
}

/** The entry's body and properties, checked and encoded on its first send. @throws EventValidationError */
export function encodedOf(entry: BacklogEntry): EncodedMessage {
  return (entry.encoded ??= encodeMessage(entry.message));
}

export function recordOf(message: BrokerMessage, status: BrokerMessageStatus): BacklogEntry["record"] {
  const { messageId, messageType, tenantId, sourceId, route } = message;
  return { messageId, messageType, tenantId, sourceId, exchange: route.exchange, routingKey: route.routingKey, status };
}

export class BrokerBacklog {
  readonly #entries = new Map<string, BacklogEntry>();
  #unsaved: BacklogEntry[] = [];
  #ready: BacklogEntry[] = [];
  #unsorted = false;
  readonly #sent = new Set<BacklogEntry>();
  readonly #heldByTenant = new Map<string, number>();
  #nextSequence = 0;

  /**
   * @param limit most messages held for one tenant, so a tenant that publishes while the broker is
   * away cannot make another tenant's events overflow; {@link fullFor} says when one must be refused
   * @param onChange told the messageId of every message that enters or leaves the backlog (the state folder keeps it)
   */
  constructor(
    readonly limit: number,
    private readonly onChange?: (messageId: string) => void,
  ) {}

  /** Messages held: waiting to be saved, ready, or sent and not confirmed. */
  get size(): number {
    return this.#entries.size;
  }

  /** Whether the tenant's share of the backlog is full. */
  fullFor(tenantId: string): boolean {
    return (this.#heldByTenant.get(tenantId) ?? 0) >= this.limit;
  }

  #add(entry: BacklogEntry): void {
    this.#entries.set(entry.message.messageId, entry);
    this.#heldByTenant.set(entry.message.tenantId, (this.#heldByTenant.get(entry.message.tenantId) ?? 0) + 1);
  }

  #remove(entry: BacklogEntry): boolean {
    if (!this.#entries.delete(entry.message.messageId)) return false;
    const held = this.#heldByTenant.get(entry.message.tenantId)! - 1;
    if (held === 0) this.#heldByTenant.delete(entry.message.tenantId);
    else this.#heldByTenant.set(entry.message.tenantId, held);
    return true;
  }

  /** Sent and not confirmed yet. */
  get sent(): number {
    return this.#sent.size;
  }

  /** Holds a message: ready at once, or, with `unsaved`, once {@link takeUnsaved} handed it back through {@link makeReady}. */
  hold(message: BrokerMessage, unsaved: boolean): BacklogEntry {
    const entry: BacklogEntry = { sequence: this.#nextSequence++, message, record: recordOf(message, "Backlog") };
    this.#add(entry);
    (unsaved ? this.#unsaved : this.#ready).push(entry);
    this.onChange?.(message.messageId);
    return entry;
  }

  /** The messages held since the last call that wait for the state folder. */
  takeUnsaved(): BacklogEntry[] {
    const taken = this.#unsaved;
    this.#unsaved = [];
    return taken;
  }

  makeReady(entries: readonly BacklogEntry[]): void {
    for (const entry of entries) if (this.#entries.get(entry.message.messageId) === entry) this.#ready.push(entry);
    this.#unsorted = true;
  }

  /** The oldest ready message, counted as sent from now on; undefined when none is ready. */
  next(): BacklogEntry | undefined {
    if (this.#unsorted) {
      this.#ready.sort((a, b) => a.sequence - b.sequence);
      this.#unsorted = false;
    }
    const entry = this.#ready.shift();
    if (entry !== undefined) this.#sent.add(entry);
    return entry;
  }

  /** The broker confirmed a sent message: it leaves the backlog. False for one given back meanwhile (its connection was lost). */
  confirmed(entry: BacklogEntry): boolean {
    if (!this.#sent.delete(entry)) return false;
    this.#remove(entry);
    entry.record.status = "Published";
    this.onChange?.(entry.message.messageId);
    return true;
  }

  /** A sent message that cannot be published (it does not validate): it leaves the backlog unpublished. */
  drop(entry: BacklogEntry): void {
    this.#sent.delete(entry);
    if (this.#remove(entry)) this.onChange?.(entry.message.messageId);
  }

  /** Forgets every message (a reset of the sandbox); how many there were. */
  clear(): number {
    const count = this.#entries.size;
    this.#entries.clear();
    this.#unsaved = [];
    this.#ready = [];
    this.#sent.clear();
    this.#heldByTenant.clear();
    return count;
  }

  /** A sent message the broker may not have: ready again, in its place. False when it was not sent. */
  giveBack(entry: BacklogEntry): boolean {
    if (!this.#sent.delete(entry)) return false;
    this.#ready.push(entry);
    this.#unsorted = true;
    return true;
  }

  /** Every sent message is ready again (the connection was lost); how many. */
  giveBackAll(): number {
    const count = this.#sent.size;
    for (const entry of [...this.#sent]) this.giveBack(entry);
    return count;
  }

  save(messageId: string): SavedBrokerMessage | undefined {
    const entry = this.#entries.get(messageId);
    return entry === undefined ? undefined : saveBrokerMessage(entry.message, entry.sequence);
  }

  saveAll(): SavedBrokerMessage[] {
    return [...this.#entries.values()].sort((a, b) => a.sequence - b.sequence).map((entry) => saveBrokerMessage(entry.message, entry.sequence));
  }

  /**
   * Takes back saved messages as ready, in their saved order and before any new one; returns those
   * whose message type has no exchange in this sandbox (they leave the saved backlog).
   */
  restore(saved: readonly SavedBrokerMessage[]): SavedBrokerMessage[] {
    const unroutable: SavedBrokerMessage[] = [];
    for (const one of [...saved].sort((a, b) => a.sequence - b.sequence)) {
      const message = restoreBrokerMessage(one);
      if (message === undefined) {
        unroutable.push(one);
        this.onChange?.(one.messageId);
        continue;
      }
      const entry: BacklogEntry = { sequence: one.sequence, message, record: recordOf(message, "Backlog") };
      this.#add(entry);
      this.#ready.push(entry);
      this.#nextSequence = Math.max(this.#nextSequence, one.sequence + 1);
    }
    this.#unsorted = true;
    return unroutable;
  }
}
