// What a trigger is: the platform's own transition that causes a message type, run on a tenant's
// real state, with what it may be told through payload overrides and what it acts on.
import type { components } from "../../../../generated/types/sandbox-control.js";
import type { MessageType } from "../../../../src/events/index.js";
import type { PlatformContext } from "../platform/platform-context.js";
import type { Tenant } from "../kernel/store.js";

type Schemas = components["schemas"];
export type TriggerSubject = Schemas["SandboxTriggerSubject"];

/** Why a trigger does not run: the status of the control API's answer and the detail naming what is wrong. */
export class TriggerRefusal extends Error {
  override readonly name = "TriggerRefusal";
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** One run of a trigger: the tenant, its target and overrides, and where it reports what it made. */
export interface TriggerRun {
  /** The services' context; its gateway records every event the run causes. */
  readonly context: PlatformContext;
  readonly tenant: Tenant;
  readonly messageType: MessageType;
  /** The id `on` names, when given. */
  readonly on: string | undefined;
  /** Payload fields set, by name, already validated against the message's schema. */
  readonly set: Readonly<Record<string, unknown>>;
  /** Payload fields the event is sent without. */
  readonly unset: ReadonlySet<string>;
  /** Whether the message broker channel is on (`--amqp-url`): a native data source receives events only then. */
  readonly brokerOn: boolean;
  readonly created: (subject: TriggerSubject) => void;
  readonly changed: (subject: TriggerSubject) => void;
}

/**
 * How an override of one payload field is honoured: the transition takes it (and the state changes with it), or it is
 * refused, saying why.
 */
export type FieldRule = { readonly takes: string } | { readonly refused: string };

export interface Trigger {
  /** What `on` names (`record`, `order`, ...); null when the message type acts on nothing that exists. */
  readonly on: string | null;
  /** Every payload field of the message type's schema, and how an override of it is honoured. */
  readonly fields: Readonly<Record<string, FieldRule>>;
  /**
   * Checks the run against the state, then runs the transition. A refusal (TriggerRefusal) is
   * thrown before anything changes.
   */
  run(run: TriggerRun): void;
}

/** A refusal of the target: the id, its state and the states the event arises from. */
export function wrongState(
  messageType: string,
  kind: string,
  id: string,
  state: string,
  allowed: readonly string[],
): TriggerRefusal {
  return new TriggerRefusal(
    409,
    `on ${id}: the ${kind} is ${state}; ${messageType} arises only from ` +
      `the ${kind} state${allowed.length > 1 ? "s" : ""} ${allowed.join(" or ")}`,
  );
}

/** A target that is not there. */
export function notFound(kind: string, id: string, tenantId: string): TriggerRefusal {
  return new TriggerRefusal(404, `on ${id}: no ${kind} with this id in tenant ${tenantId}`);
}

/** The value set for a field, when it is set. */
export function setValue<T>(run: TriggerRun, field: string): T | undefined {
  return Object.hasOwn(run.set, field) ? (run.set[field] as T) : undefined;
}
