// The body limit of each route: the one its operation names (x-sandbox-body-limit) or the general one, with the option
// that sets it, as a refusal says it.
import { operationFacts } from "../../../../generated/facts.js";
import type { BodyRules } from "./body-reading.js";
import { bytesInWords, MULTIPART_OVERHEAD_BYTES, type SandboxLimits } from "./limits.js";

/** The body limit of each route of one sandbox. */
export interface RequestLimits {
  readonly values: SandboxLimits;
  /** The largest body `operationId` of `spec` accepts. */
  bodyLimitOf(op: { readonly spec: string; readonly operationId: string }): number;
  /**
   * That limit as a refusal says it, with the option that sets it: `8192 bytes (--token-body-limit)`, and for an upload
   * what it is made of.
   */
  bodyLimitWords(op: { readonly spec: string; readonly operationId: string }): string;
  /** What a body of `op` is read against; `what` names the route in refusals. */
  bodyRulesOf(op: { readonly spec: string; readonly operationId: string }, what: string): BodyRules;
}

type ValueOf<T> = T extends unknown ? T[keyof T] : never;
type Operation = ValueOf<ValueOf<typeof operationFacts>>;

/**
 * The body limit an operation names with `x-sandbox-body-limit` (its own or its spec's), or `bodyBytes` when it names
 * none.
 */
type BodyLimitName = LimitOf<Operation> | "bodyBytes";
type LimitOf<T> = T extends { readonly sandboxBodyLimit: infer N } ? N : never;

/** The option of each body limit the specs name; a name the specs add fails the type check here until it has one. */
const FLAGS: Readonly<Record<BodyLimitName, string>> = {
  tokenBodyBytes: "--token-body-limit",
  controlBodyBytes: "--control-body-limit",
  stateBodyBytes: "--state-body-limit",
  dataBodyBytes: "--data-body-limit",
  uploadLimitBytes: "--upload-limit",
  bodyBytes: "--body-limit",
};

const OPERATIONS: Readonly<Record<string, Readonly<Record<string, Operation | undefined>> | undefined>> =
  operationFacts;

/** The limit of an operation's body, and the option that sets it. */
function routeLimit(op: { readonly spec: string; readonly operationId: string }): {
  name: BodyLimitName;
  flag: string;
} {
  const operation = OPERATIONS[op.spec]?.[op.operationId];
  const name = operation !== undefined && "sandboxBodyLimit" in operation ? operation.sandboxBodyLimit : "bodyBytes";
  return { name, flag: FLAGS[name] };
}

export function createRequestLimits(values: SandboxLimits, uploadLimitBytes: number): RequestLimits {
  const inFlight = { bytes: 0 };
  const bodyLimitOf = (op: { readonly spec: string; readonly operationId: string }) => {
    const { name } = routeLimit(op);
    return name === "uploadLimitBytes" ? uploadLimitBytes + MULTIPART_OVERHEAD_BYTES : values[name];
  };
  const bodyLimitWords = (op: { readonly spec: string; readonly operationId: string }) => {
    const limit = `${bodyLimitOf(op)} bytes`;
    const { name, flag } = routeLimit(op);
    // The documented limit is the file's; the body around it may carry the multipart framing too.
    if (name !== "uploadLimitBytes") return `${limit} (${flag})`;
    return (
      `${limit}: the upload limit, ${bytesInWords(uploadLimitBytes)}, for the file ` +
      `and ${bytesInWords(MULTIPART_OVERHEAD_BYTES)} for its multipart framing (uploadLimitBytes, ` +
      `--upload-limit)`
    );
  };
  return {
    values,
    bodyLimitOf,
    bodyLimitWords,
    bodyRulesOf(op, what) {
      return {
        limitBytes: bodyLimitOf(op),
        limitWords: bodyLimitWords(op),
        what,
        bodyIdleMs: values.bodyIdleMs,
        minBodyBytesPerSecond: values.minBodyBytesPerSecond,
        inFlight,
      };
    },
  };
}
