// A lifecycle written as data: its states, and named transitions each with the states it may be
// taken from, the state it leads to and why it is taken. The code that runs a lifecycle moves only
// through `next`, so a move the data does not list is a bug that throws where it happens rather
// than a state nobody wrote down (the broker connection and the gateway's deliveries).

/** One named transition. */
export interface Transition<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
  /** When it is taken, in words: what the docs and a failing move say. */
  readonly why: string;
}

export interface StateMachine<S extends string, T extends string> {
  readonly name: string;
  readonly states: readonly S[];
  readonly initial: S;
  readonly transitions: { readonly [name in T]: Transition<S> };
  /**
   * The state `transition` leads to from `from`; throws IllegalTransitionError when the data does not list it from
   * there.
   */
  next(from: S, transition: T): S;
  /** Whether `transition` may be taken from `from`. */
  allows(from: S, transition: T): boolean;
}

/** A move the lifecycle's data does not allow: a bug of the code that runs it. */
export class IllegalTransitionError extends Error {
  override readonly name = "IllegalTransitionError";
  constructor(
    readonly machine: string,
    readonly from: string,
    readonly transition: string,
    allowedFrom: readonly string[],
  ) {
    super(`${machine}: ${transition} cannot be taken from ${from} (only from ${allowedFrom.join(", ")})`);
  }
}

export function defineStateMachine<const S extends string, const T extends string>(definition: {
  readonly name: string;
  readonly states: readonly S[];
  readonly initial: NoInfer<S>;
  readonly transitions: { readonly [name in T]: Transition<NoInfer<S>> };
}): StateMachine<S, T> {
  const known = new Set<string>(definition.states);
  for (const [name, transition] of Object.entries<Transition<S>>(definition.transitions)) {
    const strange = [...transition.from, transition.to].filter((state) => !known.has(state));
    if (strange.length > 0)
      throw new Error(`${definition.name}: transition ${name} names ${strange.join(", ")}, which is no state of it`);
  }
  const allows = (from: S, transition: T) => definition.transitions[transition].from.includes(from);
  return {
    ...definition,
    allows,
    next(from, transition) {
      if (!allows(from, transition))
        throw new IllegalTransitionError(definition.name, from, transition, definition.transitions[transition].from);
      return definition.transitions[transition].to;
    },
  };
}
