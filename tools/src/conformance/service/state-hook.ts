// Provider states, Pact-style: for what a partner cannot create through the public API (an order
// released, a second tenant) the kit POSTs `{ "state": name, "params": {...} }` to `--state-hook`.
// A 2xx answer gives the state (its JSON object body holds the values it made); 404 or 501 says the
// provider does not give it, and the checks that need it are skipped, never failed.
import { FlowSkipped } from "./service-check.js";
import { shown } from "./excerpt.js";
import type { OwnSend } from "./provider-fetch.js";
import { describeTextAnswer, OWN_REQUEST_MAX_BYTES, textAnswer, type TextAnswer } from "./text-answer.js";

/** What a state set up (Pact's provider state injected values). */
export type StateValues = Readonly<Record<string, unknown>>;

/** The state the kit sends first: a hook that does not answer it 2xx ends the run before any check. */
export const VERIFICATION_RUN_STATE = "verification run";

/** The provider does not give this state: the checks that need it are skipped with `reason`. */
export class StateNotGiven extends FlowSkipped {
  override readonly name = "StateNotGiven";
}

/** The hook failed to set up a state it should give: the checks that need it fail with this message. */
export class StateHookFailed extends Error {
  override readonly name = "StateHookFailed";
}

export interface StateHook {
  /** Sets up a state; throws {@link StateNotGiven} or {@link StateHookFailed}. */
  setUp(state: string, params: Readonly<Record<string, unknown>>): Promise<StateValues>;
}

/** Without `--state-hook` no state is given. */
export const NO_STATE_HOOK: StateHook = {
  setUp: (state) =>
    Promise.reject(new StateNotGiven(`the provider state "${state}" is needed and no --state-hook was given`)),
};

function post(
  send: OwnSend,
  url: string,
  timeoutMs: number,
  state: string,
  params: Readonly<Record<string, unknown>>,
): Promise<TextAnswer> {
  return textAnswer(
    send,
    url,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ state, params }),
    },
    timeoutMs,
  );
}

function valuesOf(answer: TextAnswer): StateValues | undefined {
  if (answer.cut) return undefined;
  if (answer.text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(answer.text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as StateValues) : undefined;
  } catch {
    return undefined;
  }
}

/** Why the state hook cannot be used: the run ends before any check, naming `--state-hook`. */
export class StateHookUnusable extends Error {
  override readonly name = "StateHookUnusable";
}

/**
 * Sends the `verification run` state to the hook and keeps the states it says it gives (its
 * `states` member, when it answers one). Rejects with {@link StateHookUnusable} when the hook does
 * not answer it with 2xx and a JSON object (or nothing).
 */
export async function openStateHook(
  url: string,
  timeoutMs: number,
  params: Readonly<Record<string, unknown>>,
  send: OwnSend,
): Promise<StateHook> {
  const first = await post(send, url, timeoutMs, VERIFICATION_RUN_STATE, params);
  const firstValues = valuesOf(first);
  if (first.status === null || first.status < 200 || first.status > 299 || firstValues === undefined) {
    throw new StateHookUnusable(
      `--state-hook ${url} answered the "${VERIFICATION_RUN_STATE}" state ` +
        `with ${describeTextAnswer(first)}; a state hook answers 2xx with a JSON object (or no body) ` +
        `of at most ${OWN_REQUEST_MAX_BYTES} bytes`,
    );
  }
  const given = Array.isArray(firstValues.states)
    ? new Set(firstValues.states.filter((s): s is string => typeof s === "string"))
    : undefined;
  return {
    async setUp(state, stateParams) {
      if (given !== undefined && !given.has(state)) {
        throw new StateNotGiven(
          `the provider's state hook does not give "${state}" (it gives: ${[...given].join(", ") || "none"})`,
        );
      }
      const answer = await post(send, url, timeoutMs, state, stateParams);
      if (answer.status === 404 || answer.status === 501)
        throw new StateNotGiven(`the provider's state hook does not give "${state}": ${describeTextAnswer(answer)}`);
      const values = valuesOf(answer);
      if (answer.status === null || answer.status < 200 || answer.status > 299 || values === undefined) {
        throw new StateHookFailed(`the state hook failed to set up "${state}": ${describeTextAnswer(answer)}`);
      }
      return values;
    },
  };
}

/** A text value a state must have made, or {@link StateHookFailed} naming it. */
export function stateText(values: StateValues, state: string, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value === "")
    throw new StateHookFailed(
      `the state hook set up "${state}" but answered no ${name} (answered: ${shown(values, 200)})`,
    );
  return value;
}
