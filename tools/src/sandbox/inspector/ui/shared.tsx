// Pieces every page uses: polling the control API, times in sandbox time, tables one can walk with
// the keyboard, and the route (page and filters) kept in the address's hash.
import type { ComponentChildren } from "preact";
import { createContext } from "preact";
import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { TokenRequiredError } from "./api.js";
import { clockText, offset, sandboxNowMs, type SandboxNow } from "./time.js";

/** How often a page reads the control API again: live without a reload. */
export const POLL_MS = 1000;

export interface Polled<T> {
  readonly data: T | undefined;
  readonly error: string | undefined;
}

/**
 * Calls `read` now, whenever `key` changes, and every {@link POLL_MS} after the last answer; a 401 stops it (the page
 * asks for the token).
 */
export function usePoll<T>(read: () => Promise<T>, key: string): Polled<T> {
  const [state, setState] = useState<Polled<T>>({ data: undefined, error: undefined });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ data: undefined, error: undefined });
    const tick = async () => {
      try {
        const data = await read();
        if (!stopped) setState({ data, error: undefined });
      } catch (error) {
        if (error instanceof TokenRequiredError) return;
        if (!stopped) setState((previous) => ({ data: previous.data, error: (error as Error).message }));
      }
      if (!stopped) timer = setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key]);
  return state;
}

export const Now = createContext<SandboxNow | undefined>(undefined);

/** A sandbox time with its distance from the sandbox's now; the full instant on hover. */
export function Time({ value }: { value: string | number | null | undefined }) {
  const now = useContext(Now);
  if (value === null || value === undefined) return <span class="muted">-</span>;
  const ms = typeof value === "number" ? value : Date.parse(value);
  return (
    <time dateTime={new Date(ms).toISOString()} title={new Date(ms).toISOString()}>
      {clockText(ms).slice(11)} <span class="offset">{offset(ms - sandboxNowMs(now))}</span>
    </time>
  );
}

export function Badge({ value, tone }: { value: string; tone?: "good" | "bad" | "wait" | "plain" }) {
  return <span class={`badge ${tone ?? toneOf(value)}`}>{value}</span>;
}

function toneOf(value: string): string {
  if (/^(Delivered|Success|Done|moved|2\d\d)$/.test(value)) return "good";
  if (/^(Failed|Fail|Expired|Canceled|refused|[45]\d\d)$/.test(value)) return "bad";
  if (/^(Pending|Running|Started|Completed|Validation|Confirmed)$/.test(value)) return "wait";
  return "plain";
}

/** A table whose rows are focusable: arrow keys move between rows, Enter or Space opens one. */
export function Rows<T>(props: {
  label: string;
  columns: readonly string[];
  items: readonly T[];
  keyOf: (item: T) => string;
  selected?: string | undefined;
  onOpen?: (item: T) => void;
  cells: (item: T) => ComponentChildren[];
  empty: string;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const move = (event: KeyboardEvent, item: T) => {
    const row = event.currentTarget as HTMLTableRowElement;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = (
        event.key === "ArrowDown" ? row.nextElementSibling : row.previousElementSibling
      ) as HTMLElement | null;
      next?.focus();
    } else if ((event.key === "Enter" || event.key === " ") && props.onOpen) {
      event.preventDefault();
      props.onOpen(item);
    }
  };
  if (props.items.length === 0) return <p class="empty">{props.empty}</p>;
  return (
    <table aria-label={props.label}>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th scope="col">{c}</th>
          ))}
        </tr>
      </thead>
      <tbody ref={body}>
        {props.items.map((item) => {
          const key = props.keyOf(item);
          return (
            <tr
              key={key}
              tabIndex={0}
              class={
                [props.onOpen ? "openable" : "", key === props.selected ? "selected" : ""].join(" ").trim() || undefined
              }
              aria-current={key === props.selected ? "true" : undefined}
              onKeyDown={(event) => move(event, item)}
              onClick={() => props.onOpen?.(item)}
            >
              {props.cells(item).map((cell) => (
                <td>{cell}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function Json({ value }: { value: unknown }) {
  return <pre class="json">{JSON.stringify(value, null, 2)}</pre>;
}

export function Problem({ error }: { error: string | undefined }) {
  return error === undefined ? null : (
    <p class="error" role="alert">
      {error}
    </p>
  );
}

/** A labelled select of a filter; the empty value means "all". */
export function Choice(props: {
  label: string;
  value: string;
  options: readonly (string | readonly [string, string])[];
  all?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}
      <select
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.all === undefined ? null : <option value="">{props.all}</option>}
        {props.options.map((option) => {
          const [value, text] = typeof option === "string" ? [option, option] : option;
          return <option value={value}>{text}</option>;
        })}
      </select>
    </label>
  );
}

export function Section({ title, children, wide }: { title: string; children: ComponentChildren; wide?: boolean }) {
  return (
    <section class={wide ? "card wide" : "card"} aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
