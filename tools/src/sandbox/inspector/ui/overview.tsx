// The overview: what the sandbox runs and holds right now (GET /_sandbox/overview), what it keeps
// only up to a limit and how much it dropped, and its message broker channel.
import type { Schemas } from "./api.js";
import { Badge, Rows, Section, Time } from "./shared.js";
import { clockSkewText, clockText, type SandboxNow } from "./time.js";

export function OverviewPage({ overview, now }: { overview: Schemas["SandboxOverview"]; now: SandboxNow }) {
  return (
    <div class="grid">
      <Section title="Services and ports">
        <Rows
          label="Services"
          columns={["service", "port", "address"]}
          items={overview.services}
          keyOf={(s) => s.name}
          empty="No service runs."
          cells={(s) => [s.name, String(s.port), <a href={`${s.url}/_sandbox/ui/`}>{s.url}</a>]}
        />
      </Section>
      <Section title="Sandbox clock">
        <p class="clock">{clockText(Date.parse(overview.now))} UTC</p>
        <p class="muted">{clockSkewText(now)}</p>
      </Section>
      <Section title={`Tenants (${overview.tenants.length})`}>
        <Rows
          label="Tenants"
          columns={["id", "name", "vendor code"]}
          items={overview.tenants}
          keyOf={(t) => t.id}
          empty="No tenant."
          cells={(t) => [<code>{t.id}</code>, t.name ?? "", t.vendorCode ?? ""]}
        />
      </Section>
      <Section title={`Service accounts (${overview.serviceAccounts.length})`}>
        <Rows
          label="Service accounts"
          columns={["client id", "tenants", "roles"]}
          items={overview.serviceAccounts}
          keyOf={(a) => a.clientId}
          empty="No service account."
          cells={(a) => [<code>{a.clientId}</code>, a.tenantIds.join(", "), a.roles.join(", ")]}
        />
      </Section>
      <Section title={`Active faults (${overview.faults.length})`}>
        <Rows
          label="Active faults"
          columns={["operation", "answers", "delay", "calls left"]}
          items={overview.faults}
          keyOf={(f) => `${f.operationId}/${f.status}/${f.delayMs}/${f.left}`}
          empty="No fault is set (POST /_sandbox/faults sets one)."
          cells={(f) => [
            <code>{f.operationId}</code>,
            f.status === undefined ? "its own answer" : <Badge value={String(f.status)} />,
            f.delayMs === undefined ? "-" : `${f.delayMs} ms`,
            `${f.left} of ${f.times ?? 1}`,
          ]}
        />
      </Section>
      <Section title={`Violations (${overview.violations.length})`}>
        {overview.violations.length === 0 ? (
          <p class="empty">No answer broke the spec.</p>
        ) : (
          <ul class="violations">
            {overview.violations.map((v) => (
              <li>
                <code>{v.operationId}</code> <Badge value={String(v.status)} tone="bad" />
                <ul>
                  {v.violations.map((text) => (
                    <li>{text}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Kept up to a limit">
        <Rows
          label="Kept up to a limit"
          columns={["what", "kept", "set by", "dropped"]}
          items={overview.limits}
          keyOf={(l) => l.what}
          empty="Nothing is kept up to a limit."
          cells={(l) => [
            l.what,
            l.limit,
            l.option === null ? "-" : <code>{l.option}</code>,
            <span class={l.dropped > 0 ? "error-text" : undefined}>{String(l.dropped)}</span>,
          ]}
        />
        <p class="muted">Pending deliveries, records, queue items, orders and files are never dropped for space.</p>
      </Section>
      <Section title="Message broker">
        <BrokerChannel broker={overview.broker} />
      </Section>
      <p class="muted wide">
        Read at <Time value={overview.now} /> from GET /_sandbox/overview; every page reads the control API again each
        second.
      </p>
    </div>
  );
}

function BrokerChannel({ broker }: { broker: Schemas["SandboxBrokerStatus"] | null }) {
  if (broker === null) {
    return (
      <p>
        <Badge value="off" tone="plain" />{" "}
        <span class="muted">
          The sandbox runs without --amqp-url: events for native applications (consumer type None) are not published.
        </span>
      </p>
    );
  }
  return (
    <dl>
      <dt>broker</dt>
      <dd>
        <code class="wrap">{broker.url}</code>
      </dd>
      <dt>connection</dt>
      <dd>{broker.connected ? <Badge value="connected" tone="good" /> : <Badge value="away" tone="bad" />}</dd>
      {broker.lastError === null ? null : (
        <>
          <dt>last error</dt>
          <dd class={broker.connected ? "muted" : "error-text"}>{broker.lastError}</dd>
        </>
      )}
      <dt>published</dt>
      <dd>{broker.published} confirmed by the broker</dd>
      <dt>backlog</dt>
      <dd>
        {broker.backlog} held (at most {broker.backlogLimit} per tenant)
      </dd>
      <dt>overflowed</dt>
      <dd class={broker.overflowed > 0 ? "error-text" : undefined}>
        {broker.overflowed} not published: the backlog was full
      </dd>
      <dt>unrouted</dt>
      <dd>{broker.unrouted} not published: no exchange in the reference</dd>
    </dl>
  );
}
