// A tenant's records by data model (GET /_sandbox/data-models, GET /_sandbox/records), paged,
// with each record's mandant and deleted flag.
import type { Schemas } from "./api.js";
import { control, read } from "./api.js";
import { Badge, Choice, Json, Problem, Rows, Section, Time, usePoll } from "./shared.js";
import { setParams, type Route } from "./route.js";

const PAGE_SIZE = 20;

export function RecordsPage({ route, tenantId }: { route: Route; tenantId: string }) {
  const models = usePoll(
    () => read(control.GET("/_sandbox/data-models", { params: { query: { tenantId } } }), "GET /_sandbox/data-models"),
    `models/${tenantId}`,
  );
  const modelId = route.params.model || models.data?.items[0]?.id;
  const offset = Math.max(0, Number.parseInt(route.params.offset ?? "0", 10) || 0);
  return (
    <div>
      <form class="filters" aria-label="Record filters" onSubmit={(e) => e.preventDefault()}>
        <Choice
          label="Data model"
          value={modelId ?? ""}
          options={(models.data?.items ?? []).map(
            (m) => [m.id, `${m.code ?? m.id} (${m.records} live, ${m.deletedRecords} deleted)`] as const,
          )}
          onChange={(v) => setParams(route, { model: v, offset: undefined, record: undefined })}
        />
      </form>
      <Problem error={models.error} />
      {modelId === undefined ? (
        <p class="empty">{models.data === undefined ? "Reading…" : "The tenant has no data model and no record."}</p>
      ) : (
        <ModelRecords route={route} tenantId={tenantId} modelId={modelId} offset={offset} />
      )}
    </div>
  );
}

function ModelRecords({
  route,
  tenantId,
  modelId,
  offset,
}: {
  route: Route;
  tenantId: string;
  modelId: string;
  offset: number;
}) {
  const query = { tenantId, modelId, offset, limit: PAGE_SIZE };
  const page = usePoll(
    () => read(control.GET("/_sandbox/records", { params: { query } }), "GET /_sandbox/records"),
    `records/${JSON.stringify(query)}`,
  );
  const total = page.data?.totalCount ?? 0;
  const open = page.data?.items.find((r) => r.recordId === route.params.record);
  const go = (to: number) => setParams(route, { offset: String(to), record: undefined });
  return (
    <>
      <Problem error={page.error} />
      <div class="split">
        <Section title={`Records ${total === 0 ? 0 : offset + 1}-${Math.min(offset + PAGE_SIZE, total)} of ${total}`}>
          <Rows
            label="Records"
            columns={["external id", "mandant", "deleted", "modified", "fields"]}
            items={page.data?.items ?? []}
            keyOf={(r) => r.recordId}
            selected={route.params.record}
            onOpen={(r) => setParams(route, { record: r.recordId })}
            empty={page.data === undefined ? "Reading…" : "No record on this page."}
            cells={(r) => [
              <code class="wrap">{r.externalId}</code>,
              r.mandantCode ?? <span class="muted">tenant-wide</span>,
              r.isDeleted ? <Badge value="deleted" tone="bad" /> : "",
              <Time value={r.modifiedOn} />,
              <span class="fields">{JSON.stringify(r.fields)}</span>,
            ]}
          />
          <nav class="pager" aria-label="Pages">
            <button type="button" disabled={offset === 0} onClick={() => go(Math.max(0, offset - PAGE_SIZE))}>
              Previous page
            </button>
            <button type="button" disabled={offset + PAGE_SIZE >= total} onClick={() => go(offset + PAGE_SIZE)}>
              Next page
            </button>
          </nav>
        </Section>
        {open === undefined ? null : <RecordDetails record={open} />}
      </div>
    </>
  );
}

function RecordDetails({ record }: { record: Schemas["SandboxRecord"] }) {
  return (
    <Section title="Record">
      <dl>
        <dt>record id</dt>
        <dd>
          <code>{record.recordId}</code>
        </dd>
        <dt>external id</dt>
        <dd>
          <code class="wrap">{record.externalId}</code>
        </dd>
        <dt>source</dt>
        <dd>
          <code>{record.sourceId}</code>
        </dd>
        <dt>mandant</dt>
        <dd>{record.mandantCode ?? "none (tenant-wide)"}</dd>
        <dt>created</dt>
        <dd>
          <Time value={record.createdOn} />
        </dd>
        <dt>modified</dt>
        <dd>
          <Time value={record.modifiedOn} />
        </dd>
        <dt>deleted</dt>
        <dd>{record.isDeleted ? <Time value={record.deletedOn} /> : "no"}</dd>
      </dl>
      <h3>Fields</h3>
      <Json value={record.fields} />
    </Section>
  );
}
