// A vendor tenant's orders (GET /_sandbox/orders): the status machine with the current status
// highlighted, and every SetStatus call on the order.
import type { Schemas } from "./api.js";
import { control, read } from "./api.js";
import { moveText } from "./order-move.js";
import { OrderStateMachine } from "./state-machine.js";
import { Badge, Problem, Rows, Section, Time, usePoll } from "./shared.js";
import { setParams, type Route } from "./route.js";

type SandboxOrder = Schemas["SandboxOrder"];

const statusOf = (entry: SandboxOrder) => (entry.order.currentStatusInfo?.systemStatus ?? null) as string | null;

export function OrdersPage({ route, tenantId }: { route: Route; tenantId: string }) {
  const list = usePoll(
    () => read(control.GET("/_sandbox/orders", { params: { query: { tenantId } } }), "GET /_sandbox/orders"),
    `orders/${tenantId}`,
  );
  const items = [...(list.data?.items ?? [])].reverse();
  const open = items.find((o) => o.order.id === route.params.order) ?? items[0];
  return (
    <div>
      <Problem error={list.error} />
      <div class="split detail-wide">
        <Section title={`Orders (${items.length})`}>
          <Rows
            label="Orders"
            columns={["order number", "status", "changed", "calls"]}
            items={items}
            keyOf={(o) => o.order.id}
            selected={open?.order.id}
            onOpen={(o) => setParams(route, { order: o.order.id })}
            empty={
              list.data === undefined
                ? "Reading…"
                : "The tenant has no released order (POST /_sandbox/orders releases one)."
            }
            cells={(o) => [
              o.order.orderNumber ?? o.order.id,
              <Badge value={statusOf(o) ?? "(none)"} />,
              <Time value={o.order.currentStatusInfo?.modifiedOn} />,
              String(o.history.length),
            ]}
          />
        </Section>
        {open === undefined ? null : <OrderDetails entry={open} />}
      </div>
    </div>
  );
}

function OrderDetails({ entry }: { entry: SandboxOrder }) {
  const current = statusOf(entry);
  const visited = new Set<string | null>([
    null,
    ...entry.history.filter((h) => h.outcome === "moved").map((h) => h.to),
  ]);
  return (
    <Section title={`Order ${entry.order.orderNumber ?? entry.order.id}`}>
      <p>
        Current status <Badge value={current ?? "(none)"} /> since{" "}
        <Time value={entry.order.currentStatusInfo?.modifiedOn} />
        {entry.order.currentStatusInfo?.modifiedBy === undefined ? null : (
          <> by {entry.order.currentStatusInfo.modifiedBy}</>
        )}
      </p>
      <OrderStateMachine current={current} visited={visited} />
      <h3>History ({entry.history.length})</h3>
      <Rows
        label="Order history"
        columns={["time", "move", "requested", "severity", "message", "outcome"]}
        items={entry.history}
        keyOf={(h) => `${h.at}/${h.message}/${h.requested}/${h.outcome}`}
        empty="No status call yet."
        cells={(h) => [
          <Time value={h.at} />,
          moveText(h),
          h.requested ?? "-",
          h.severity,
          h.message,
          <>
            <Badge value={h.outcome} />
            {h.detail === undefined ? null : <span class="why">{h.detail}</span>}
          </>,
        ]}
      />
      <dl>
        <dt>order id</dt>
        <dd>
          <code>{entry.order.id}</code>
        </dd>
        <dt>product id</dt>
        <dd>
          <code>{entry.productId}</code>
        </dd>
      </dl>
    </Section>
  );
}
