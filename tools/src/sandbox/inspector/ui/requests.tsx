// The journal of served requests (GET /_sandbox/journal) with its filters; an entry shows its
// operation, tenant, status and, for a refused request, the problem and each validation error.
import type { Schemas } from "./api.js";
import { control, read } from "./api.js";
import { Badge, Choice, Problem, Rows, Section, Time, usePoll } from "./shared.js";
import { setParams, type Route } from "./route.js";

type Entry = Schemas["SandboxJournalEntry"];

/**
 * The newest entries the page reads: the journal keeps 10,000, a page of them is what one reads (a page holds at most
 * 1,000).
 */
const SHOWN = 300;

export function RequestsPage({ route, overview }: { route: Route; overview: Schemas["SandboxOverview"] }) {
  const { service = "", tenant = "", outcome = "", operation = "", entry } = route.params;
  const query = {
    last: SHOWN,
    ...(service === "" ? {} : { service }),
    ...(tenant === "" ? {} : { tenantId: tenant }),
    ...(outcome === "" ? {} : { refused: outcome === "refused" }),
    ...(operation.trim() === "" ? {} : { operationId: operation.trim() }),
  };
  const journal = usePoll(
    () => read(control.GET("/_sandbox/journal", { params: { query } }), "GET /_sandbox/journal"),
    `journal/${JSON.stringify(query)}`,
  );
  const items = (journal.data?.items ?? []).map((e) => ({ e, key: String(e.sequence) })).reverse();
  const open = items.find((i) => i.key === entry)?.e;
  return (
    <div>
      <form class="filters" aria-label="Request filters" onSubmit={(e) => e.preventDefault()}>
        <Choice
          label="Service"
          value={service}
          all="all services"
          options={overview.services.map((s) => s.name)}
          onChange={(v) => setParams(route, { service: v, entry: undefined })}
        />
        <Choice
          label="Tenant"
          value={tenant}
          all="all tenants"
          options={overview.tenants.map((t) => [t.id, t.name ?? t.id] as const)}
          onChange={(v) => setParams(route, { tenant: v, entry: undefined })}
        />
        <Choice
          label="Outcome"
          value={outcome}
          all="all answers"
          options={[
            ["refused", "refused (400 or more)"],
            ["accepted", "accepted (below 400)"],
          ]}
          onChange={(v) => setParams(route, { outcome: v, entry: undefined })}
        />
        <label>
          Operation
          <input
            type="search"
            value={operation}
            placeholder="operationId"
            onChange={(e) => setParams(route, { operation: e.currentTarget.value, entry: undefined })}
          />
        </label>
      </form>
      <Problem error={journal.error} />
      <div class="split">
        <Section
          title={
            `Requests (${journal.data?.totalCount ?? 0}` +
            `${(journal.data?.totalCount ?? 0) > SHOWN ? `, newest ${SHOWN} shown` : ""})`
          }
        >
          <Rows
            label="Requests"
            columns={["time", "service", "request", "operation", "status"]}
            items={items}
            keyOf={(i) => i.key}
            selected={entry}
            onOpen={(i) => setParams(route, { entry: i.key })}
            empty={journal.data === undefined ? "Reading…" : "No request matches."}
            cells={({ e }) => [
              <Time value={e.time} />,
              e.service,
              <code class="wrap">{`${e.method} ${e.path}`}</code>,
              e.operationId ?? <span class="muted">none</span>,
              <Badge value={String(e.status)} />,
            ]}
          />
        </Section>
        {open === undefined ? null : <RequestDetails entry={open} tenants={overview.tenants} />}
      </div>
    </div>
  );
}

function RequestDetails({ entry, tenants }: { entry: Entry; tenants: readonly Schemas["SandboxTenant"][] }) {
  const tenant = entry.tenantId === null ? undefined : tenants.find((t) => t.id === entry.tenantId);
  return (
    <Section title="Request">
      <dl>
        <dt>time</dt>
        <dd>
          <Time value={entry.time} />
        </dd>
        <dt>request</dt>
        <dd>
          <code class="wrap">{`${entry.method} ${entry.path}`}</code> on {entry.service}
        </dd>
        <dt>operation</dt>
        <dd>{entry.operationId ?? "none matched"}</dd>
        <dt>tenant</dt>
        <dd>
          {entry.tenantId === null
            ? "none (anonymous or no tenant context)"
            : `${tenant?.name ?? ""} ${entry.tenantId}`}
        </dd>
        <dt>status</dt>
        <dd>
          <Badge value={String(entry.status)} /> {entry.title ?? ""}
        </dd>
        {entry.detail === undefined ? null : (
          <>
            <dt>detail</dt>
            <dd>{entry.detail}</dd>
          </>
        )}
        {entry.truncated === true ? (
          <>
            <dt>kept</dt>
            <dd>cut to the journal's bounds (see docs/sandbox-security.md)</dd>
          </>
        ) : null}
      </dl>
      {entry.errors === undefined ? null : (
        <>
          <h3>Validation errors ({entry.errors.length})</h3>
          <ul class="errors">
            {entry.errors.map((error) => (
              <li>
                <code>{error.where}</code> {error.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
