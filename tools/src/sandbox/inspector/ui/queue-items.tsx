// A tenant's input queue items (GET /_sandbox/queue-items): status, error message and the records
// each changed.
import { QueueItemStatusValues } from "../../../../../generated/enums.js";
import type { Schemas } from "./api.js";
import { control, read } from "./api.js";
import { Badge, Choice, Problem, Rows, Section, Time, usePoll } from "./shared.js";
import { routeHref, setParams, type Route } from "./route.js";

type QueueItem = Schemas["SandboxQueueItem"];

export function QueueItemsPage({ route, tenantId }: { route: Route; tenantId: string }) {
  const { status = "", item } = route.params;
  const query = { tenantId, ...(status === "" ? {} : { status: status as QueueItem["status"] }) };
  const list = usePoll(
    () => read(control.GET("/_sandbox/queue-items", { params: { query } }), "GET /_sandbox/queue-items"),
    `queue-items/${JSON.stringify(query)}`,
  );
  const items = [...(list.data?.items ?? [])].reverse();
  const open = items.find((i) => i.queueItemId === item);
  return (
    <div>
      <form class="filters" aria-label="Queue item filters" onSubmit={(e) => e.preventDefault()}>
        <Choice
          label="Status"
          value={status}
          all="every status"
          options={QueueItemStatusValues}
          onChange={(v) => setParams(route, { status: v, item: undefined })}
        />
      </form>
      <Problem error={list.error} />
      <div class="split">
        <Section title={`Queue items (${items.length})`}>
          <Rows
            label="Queue items"
            columns={["created", "source", "status", "items", "changed", "error message"]}
            items={items}
            keyOf={(i) => i.queueItemId}
            selected={item}
            onOpen={(i) => setParams(route, { item: i.queueItemId })}
            empty={list.data === undefined ? "Reading…" : "The tenant has no queue item."}
            cells={(i) => [
              <Time value={i.createdOn} />,
              <code>{i.sourceId.slice(0, 8)}</code>,
              <Badge value={i.status} />,
              String(i.itemCount),
              String(i.changes.length),
              i.errorMessage ?? "",
            ]}
          />
        </Section>
        {open === undefined ? null : <QueueItemDetails item={open} tenantId={tenantId} />}
      </div>
    </div>
  );
}

function QueueItemDetails({ item, tenantId }: { item: QueueItem; tenantId: string }) {
  return (
    <Section title="Queue item">
      <dl>
        <dt>queue item</dt>
        <dd>
          <code>{item.queueItemId}</code>
        </dd>
        <dt>operation</dt>
        <dd>
          <code>{item.operationId}</code>
        </dd>
        <dt>source</dt>
        <dd>
          <code>{item.sourceId}</code>
        </dd>
        <dt>status</dt>
        <dd>
          <Badge value={item.status} />
        </dd>
        <dt>created</dt>
        <dd>
          <Time value={item.createdOn} />
        </dd>
        <dt>completed</dt>
        <dd>
          <Time value={item.completedOn} />
        </dd>
        <dt>finished</dt>
        <dd>
          <Time value={item.finishedOn} />
        </dd>
        {item.errorMessage === null ? null : (
          <>
            <dt>error message</dt>
            <dd class="error-text">{item.errorMessage}</dd>
          </>
        )}
      </dl>
      <h3>Records changed ({item.changes.length})</h3>
      <Rows
        label="Records changed"
        columns={["change", "external id", "mandant"]}
        items={item.changes}
        keyOf={(c) => `${c.recordId}/${c.changeType}`}
        empty="No record was changed."
        cells={(c) => [
          <Badge value={c.changeType} tone="plain" />,
          <a href={routeHref("records", { tenant: tenantId, model: c.modelId })}>{c.externalId}</a>,
          c.mandantCode ?? "",
        ]}
      />
    </Section>
  );
}
