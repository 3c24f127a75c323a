// The order status machine drawn from the spec's `x-state-machine` (generated/state-machines/), the
// current status highlighted: states by their distance from the initial one, left to right.
import { orderStatus } from "../../../../../generated/state-machines/order-integration.js";

type StateName = string | null;

const BOX_W = 120;
const BOX_H = 40;
const GAP_X = 60;
const GAP_Y = 28;

const nameOf = (state: StateName) => state ?? "(none)";

function layout(): Map<StateName, { x: number; y: number }> {
  const depth = new Map<StateName, number>([[orderStatus.initial, 0]]);
  const queue: StateName[] = [orderStatus.initial];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const t of orderStatus.transitions) {
      if (t.from === from && !depth.has(t.to)) {
        depth.set(t.to, depth.get(from)! + 1);
        queue.push(t.to);
      }
    }
  }
  for (const state of orderStatus.states) if (!depth.has(state.name)) depth.set(state.name, 0);
  const rows = new Map<number, number>();
  const positions = new Map<StateName, { x: number; y: number }>();
  for (const state of orderStatus.states) {
    const column = depth.get(state.name)!;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    positions.set(state.name, { x: 10 + column * (BOX_W + GAP_X), y: 10 + row * (BOX_H + GAP_Y) });
  }
  return positions;
}

export function OrderStateMachine({ current, visited }: { current: StateName; visited: ReadonlySet<StateName> }) {
  const positions = layout();
  const width = Math.max(...[...positions.values()].map((p) => p.x)) + BOX_W + 10;
  const height = Math.max(...[...positions.values()].map((p) => p.y)) + BOX_H + 10;
  const terminal = new Set<StateName>(orderStatus.terminal);
  return (
    <svg
      class="machine"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={`Order status machine; current status ${nameOf(current)}`}
    >
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" class="arrowhead" />
        </marker>
      </defs>
      {orderStatus.transitions.map((t) => {
        const a = positions.get(t.from)!;
        const b = positions.get(t.to)!;
        return (
          <line
            x1={a.x + BOX_W}
            y1={a.y + BOX_H / 2}
            x2={b.x}
            y2={b.y + BOX_H / 2}
            class={visited.has(t.from) && visited.has(t.to) ? "edge taken" : "edge"}
            marker-end="url(#arrow)"
          >
            <title>{`${nameOf(t.from)} → ${nameOf(t.to)}: ${t.trigger}`}</title>
          </line>
        );
      })}
      {orderStatus.states.map((state) => {
        const p = positions.get(state.name)!;
        const classes = [
          "state",
          state.name === current ? "current" : "",
          visited.has(state.name) ? "visited" : "",
          terminal.has(state.name as never) ? "terminal" : "",
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <g class={classes} data-state={nameOf(state.name)} aria-current={state.name === current ? "step" : undefined}>
            <rect x={p.x} y={p.y} width={BOX_W} height={BOX_H} rx={terminal.has(state.name) ? 4 : 18} />
            <text x={p.x + BOX_W / 2} y={p.y + BOX_H / 2 + 5} text-anchor="middle">
              {nameOf(state.name)}
            </text>
            <title>{state.description}</title>
          </g>
        );
      })}
    </svg>
  );
}
