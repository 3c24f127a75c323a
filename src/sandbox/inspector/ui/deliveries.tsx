// Deliveries of the sandbox's message gateway (GET /_sandbox/deliveries), filtered by tenant,
// message type and status, with one delivery's details.
import type { Schemas } from "./api.js";
import { control, read } from "./api.js";
import { Badge, Choice, Problem, Rows, Section, usePoll } from "./shared.js";
import { setParams, type Route } from "./route.js";

type Delivery = Schemas["SandboxDelivery"];
type DeliveryStatus = Delivery["status"];

/** What each status means, keyed by the spec's enum so a new status does not compile until it is described here. */
const STATUS_MEANING = {
  Pending: "waiting for its first POST or a redelivery",
  Delivered: "the receiver answered 2xx",
  Failed: "no redelivery remains",
  Expired: "dropped at its expiry",
} satisfies Record<DeliveryStatus, string>;

export function DeliveriesPage({ route, tenants }: { route: Route; tenants: readonly Schemas["SandboxTenant"][] }) {
  const { tenant = "", messageType = "", status = "", message } = route.params;
  const all = usePoll(() => read(control.GET("/_sandbox/deliveries", { params: { query: tenant === "" ? {} : { tenantId: tenant } } }), "GET /_sandbox/deliveries"), `deliveries/${tenant}`);
  const items = (all.data?.items ?? []).filter((d) => (messageType === "" || d.messageType === messageType) && (status === "" || d.status === status));
  const types = [...new Set((all.data?.items ?? []).map((d) => d.messageType))].sort();
  const open = items.find((d) => d.messageId === message);
  return (
    <div>
      <form class="filters" aria-label="Delivery filters" onSubmit={(e) => e.preventDefault()}>
        <Choice label="Tenant" value={tenant} all="all tenants" options={tenants.map((t) => [t.id, t.name ?? t.id] as const)} onChange={(v) => setParams(route, { tenant: v, message: undefined })} />
        <Choice label="Message type" value={messageType} all="all message types" options={types} onChange={(v) => setParams(route, { messageType: v, message: undefined })} />
        <Choice label="Status" value={status} all="every status" options={Object.keys(STATUS_MEANING)} onChange={(v) => setParams(route, { status: v, message: undefined })} />
      </form>
      <Problem error={all.error} />
      <div class="split">
        <Section title={`Deliveries (${items.length})`}>
          <Rows
            label="Deliveries"
            columns={["message type", "tenant", "status", "attempts", "last answer"]}
            items={[...items].reverse()}
            keyOf={(d) => d.messageId}
            selected={message}
            onOpen={(d) => setParams(route, { message: d.messageId })}
            empty={all.data === undefined ? "Reading…" : "No delivery matches."}
            cells={(d) => [d.messageType.replace(/^PLATFORM\./, ""), tenants.find((t) => t.id === d.tenantId)?.name ?? d.tenantId, <Badge value={d.status} />, String(d.attempts), d.lastStatusCode === null ? "no answer" : <Badge value={String(d.lastStatusCode)} />]}
          />
        </Section>
        {open === undefined ? null : <DeliveryDetails delivery={open} />}
      </div>
    </div>
  );
}

function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  return (
    <Section title="Delivery">
      <dl>
        <dt>message id</dt>
        <dd>
          <code>{delivery.messageId}</code>
        </dd>
        <dt>message type</dt>
        <dd>{delivery.messageType}</dd>
        <dt>tenant</dt>
        <dd>
          <code>{delivery.tenantId}</code>
        </dd>
        <dt>address</dt>
        <dd>
          <code class="wrap">{delivery.url}</code>
        </dd>
        <dt>status</dt>
        <dd>
          <Badge value={delivery.status} /> {STATUS_MEANING[delivery.status]}
        </dd>
        <dt>attempts</dt>
        <dd>{delivery.attempts}</dd>
        <dt>last answer</dt>
        <dd>{delivery.lastStatusCode === null ? (delivery.attempts === 0 ? "not sent yet" : "no answer (network error)") : delivery.lastStatusCode}</dd>
      </dl>
    </Section>
  );
}
