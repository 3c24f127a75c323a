// The broker channel's bounded backlog: every message handed over and not yet confirmed by the
// broker, in the order handed over. Its messages are a store of the sandbox (broker.backlog), which
// the state folder keeps; a message waits until the folder holds it (when the sandbox keeps its
// state), is then ready, is sent, and leaves the backlog once the broker confirms it; a message
// whose connection was lost before the confirm is ready again.
import type { components } from "../../../../generated/types/sandbox-control.js";
import { createSandboxState } from "../kernel/state.js";
import { declareTable, StoreFormatError, type SandboxScope, type Table } from "../kernel/store.js";
import {
  encodeMessage,
  restoreBrokerMessage,
  saveBrokerMessage,
  type BrokerMessage,
  type EncodedMessage,
  type SavedBrokerMessage,
} from "./native-message.js";

/**
 * What happened to one message: held in the backlog, confirmed by the broker, or refused because the backlog was full.
 */
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

/** A saved message as an entry of the backlog again; undefined when its type has no exchange in this sandbox. */
function restoredEntry(saved: SavedBrokerMessage): BacklogEntry | undefined {
  const message = restoreBrokerMessage(saved);
  return message === undefined
    ? undefined
    : { sequence: saved.sequence, message, record: recordOf(message, "Backlog") };
}

/**
 * The messages held, by messageId: what a restart publishes again. A saved message whose type has no exchange here
 * leaves it, said in the log.
 */
export const BROKER_BACKLOG = declareTable<BacklogEntry, SandboxScope>("broker.backlog", {
  scope: "sandbox",
  save: (entry) => saveBrokerMessage(entry.message, entry.sequence),
  load(json, scope, key) {
    const saved = json as SavedBrokerMessage | null;
    if (
      typeof saved !== "object" ||
      saved === null ||
      typeof saved.body !== "string" ||
      typeof saved.messageType !== "string" ||
      !Number.isInteger(saved.sequence)
    ) {
      throw new StoreFormatError(`$.${key}`, "must be a saved broker message with messageType, body and sequence");
    }
    const entry = restoredEntry(saved);
    if (entry === undefined)
      scope.log(
        `sandbox: the saved ${saved.messageType} ${saved.messageId} for ` +
          `source ${saved.sourceId} is not published: this sandbox has no exchange for its ` +
          `message type`,
      );
    return entry;
  },
  ownerOf: (entry) => entry.message.tenantId,
});

export class BrokerBacklog {
  readonly #table: () => Table<BacklogEntry>;
  #unsaved: BacklogEntry[] = [];
  #ready: BacklogEntry[] = [];
  #unsorted = false;
  readonly #sent = new Set<BacklogEntry>();
  readonly #heldByTenant = new Map<string, number>();
  #nextSequence = 0;

  /**
   * @param limit most messages held for one tenant, so a tenant that publishes while the broker is
   * away cannot make another tenant's events overflow; {@link fullFor} says when one must be refused
   * @param table where the messages are held (the sandbox's broker.backlog, read at each use: a reset replaces it);
   * default one of its own
   */
  constructor(
    readonly limit: number,
    table?: () => Table<BacklogEntry>,
  ) {
    if (table === undefined) {
      const own = createSandboxState([BROKER_BACKLOG]).sandbox;
      this.#table = () => own.get(BROKER_BACKLOG);
    } else this.#table = table;
  }

  /** Messages held: waiting to be saved, ready, or sent and not confirmed. */
  get size(): number {
    return this.#table().size;
  }

  /** Whether the tenant's share of the backlog is full. */
  fullFor(tenantId: string): boolean {
    return (this.#heldByTenant.get(tenantId) ?? 0) >= this.limit;
  }

  #count(tenantId: string, by: number): void {
    const held = (this.#heldByTenant.get(tenantId) ?? 0) + by;
    if (held === 0) this.#heldByTenant.delete(tenantId);
    else this.#heldByTenant.set(tenantId, held);
  }

  #remove(entry: BacklogEntry): boolean {
    const table = this.#table();
    if (table.get(entry.message.messageId) !== entry) return false;
    table.delete(entry.message.messageId);
    this.#count(entry.message.tenantId, -1);
    return true;
  }

  /** Sent and not confirmed yet. */
  get sent(): number {
    return this.#sent.size;
  }

  /**
   * Holds a message: ready at once, or, with `unsaved`, once {@link takeUnsaved} handed it back through {@link
   * makeReady}.
   */
  hold(message: BrokerMessage, unsaved: boolean): BacklogEntry {
    const entry: BacklogEntry = { sequence: this.#nextSequence++, message, record: recordOf(message, "Backlog") };
    this.#table().set(message.messageId, entry);
    this.#count(message.tenantId, 1);
    (unsaved ? this.#unsaved : this.#ready).push(entry);
    return entry;
  }

  /** The messages held since the last call that wait for the state folder. */
  takeUnsaved(): BacklogEntry[] {
    const taken = this.#unsaved;
    this.#unsaved = [];
    return taken;
  }

  makeReady(entries: readonly BacklogEntry[]): void {
    const table = this.#table();
    for (const entry of entries) if (table.get(entry.message.messageId) === entry) this.#ready.push(entry);
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

  /**
   * The broker confirmed a sent message: it leaves the backlog. False for one given back meanwhile (its connection was
   * lost).
   */
  confirmed(entry: BacklogEntry): boolean {
    if (!this.#sent.delete(entry)) return false;
    this.#remove(entry);
    entry.record.status = "Published";
    return true;
  }

  /** A sent message that cannot be published (it does not validate): it leaves the backlog unpublished. */
  drop(entry: BacklogEntry): void {
    this.#sent.delete(entry);
    this.#remove(entry);
  }

  /** Forgets every message (a reset of the sandbox); how many there were. */
  clear(): number {
    const table = this.#table();
    const count = table.size;
    for (const messageId of [...table.keys()]) table.delete(messageId);
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
    const entry = this.#table().get(messageId);
    return entry === undefined ? undefined : saveBrokerMessage(entry.message, entry.sequence);
  }

  saveAll(): SavedBrokerMessage[] {
    return [...this.#table().values()]
      .sort((a, b) => a.sequence - b.sequence)
      .map((entry) => saveBrokerMessage(entry.message, entry.sequence));
  }

  /**
   * Takes up what the store holds (a restart, a restore): every message ready, in its saved order,
   * before any new one. Returns how many.
   */
  resume(): number {
    const held = [...this.#table().values()];
    this.#unsaved = [];
    this.#ready = held.filter((entry) => !this.#sent.has(entry));
    this.#unsorted = true;
    this.#heldByTenant.clear();
    for (const entry of held) {
      this.#count(entry.message.tenantId, 1);
      this.#nextSequence = Math.max(this.#nextSequence, entry.sequence + 1);
    }
    return held.length;
  }

  /**
   * Takes back saved messages as ready, in their saved order and before any new one; returns those whose message type
   * has no exchange in this sandbox (they are not held).
   */
  restore(saved: readonly SavedBrokerMessage[]): SavedBrokerMessage[] {
    const unroutable: SavedBrokerMessage[] = [];
    const table = this.#table();
    for (const one of saved) {
      const entry = restoredEntry(one);
      if (entry === undefined) unroutable.push(one);
      else table.restore(one.messageId, entry);
    }
    this.resume();
    return unroutable;
  }
}
