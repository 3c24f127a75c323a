// `POST /_sandbox/triggers` of a running sandbox, over HTTP: what `integration-contracts trigger`
// and `RunningSandbox.trigger` call, and `sandbox.trigger` in process through its own fetch: the
// control API's client, so every door triggers the same way.
import { createSandboxControlClient } from "../../../../src/index.js";
import type { TriggerRequest, TriggerResult } from "../triggers/index.js";

/**
 * The sandbox refused the trigger: `status` is its answer's (400 request, 404 target, 409 state), `detail` names what
 * is wrong.
 */
export class SandboxTriggerError extends Error {
  override readonly name = "SandboxTriggerError";
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** Options of {@link triggerSandboxEvent}. */
export interface TriggerSandboxEventOptions {
  /** Any service address of the running sandbox, e.g. `http://127.0.0.1:4010`. */
  readonly sandboxUrl: string;
  /** The sandbox's control token, when it was started with one. Default none. */
  readonly controlToken?: string;
  /** The fetch that sends the request. Default the global fetch. */
  readonly fetch?: typeof fetch;
}

/**
 * Causes a platform event in a running sandbox from the tenant's real state (`POST
 * /_sandbox/triggers`) and resolves with what was created or changed and every event caused.
 * @throws SandboxTriggerError when the sandbox refuses it, naming why
 */
export async function triggerSandboxEvent(
  options: TriggerSandboxEventOptions,
  request: TriggerRequest,
): Promise<TriggerResult> {
  const client = createSandboxControlClient({
    baseUrl: options.sandboxUrl,
    ...(options.controlToken === undefined ? {} : { controlToken: options.controlToken }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
  const { data, error, response } = await client.POST("/_sandbox/triggers", { body: request });
  if (data !== undefined) return data;
  const detail = (error as { detail?: string } | undefined)?.detail ?? `the sandbox answered ${response.status}`;
  throw new SandboxTriggerError(response.status, detail);
}
