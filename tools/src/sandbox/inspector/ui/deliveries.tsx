// Deliveries of the sandbox's message gateway (GET /_sandbox/deliveries), filtered by tenant,
// message type and status; a delivery's attempts as a timeline with each answer or network error,
// the next attempt, its payload and headers, and a redeliver button
// (POST /_sandbox/deliveries/{messageId}/redeliver).
import { useState } from "preact/hooks";
import { SandboxDeliveryStatusValues } from "../../../../../generated/enums.js";
import type { Schemas } from "./api.js";
import { control, read } from "./api.js";
import { Badge, Choice, Json, Problem, Rows, Section, Time, usePoll } from "./shared.js";
import { setParams, type Route } from "./route.js";

type Delivery = Schemas["SandboxDelivery"];

/** Deliveries read each second: the newest, so a history of tens of thousands is not read whole. */
const SHOWN = 500;
type Attempt = Delivery["history"][number];

export function DeliveriesPage({ route, tenants }: { route: Route; tenants: readonly Schemas["SandboxTenant"][] }) {
  const { tenant = "", messageType = "", status = "", message } = route.params;
  const query = {
    ...(tenant === "" ? {} : { tenantId: tenant }),
    ...(status === "" ? {} : { status: status as Delivery["status"] }),
    last: SHOWN,
  };
  const all = usePoll(
    () => read(control.GET("/_sandbox/deliveries", { params: { query } }), "GET /_sandbox/deliveries"),
    `deliveries/${JSON.stringify(query)}`,
  );
  const items = (all.data?.items ?? []).filter((d) => messageType === "" || d.messageType === messageType);
  const types = [
    ...new Set([...(all.data?.items ?? []).map((d) => d.messageType), ...(messageType === "" ? [] : [messageType])]),
  ].sort();
  const open = items.find((d) => d.messageId === message);
  // The message type is filtered here, so its count is what is shown; every other filter is the API's.
  const count = messageType === "" ? (all.data?.totalCount ?? 0) : items.length;
  const evicted = all.data?.evicted ?? 0;
  // With one tenant (the default seed) its column would repeat one name on every row.
  const oneTenant = tenants.length === 1 && items.every((d) => d.tenantId === tenants[0]!.id);
  return (
    <div>
      <form class="filters" aria-label="Delivery filters" onSubmit={(e) => e.preventDefault()}>
        <Choice
          label="Tenant"
          value={tenant}
          all="all tenants"
          options={tenants.map((t) => [t.id, t.name ?? t.id] as const)}
          onChange={(v) => setParams(route, { tenant: v, message: undefined })}
        />
        <Choice
          label="Message type"
          value={messageType}
          all="all message types"
          options={types}
          onChange={(v) => setParams(route, { messageType: v, message: undefined })}
        />
        <Choice
          label="Status"
          value={status}
          all="every status"
          options={SandboxDeliveryStatusValues}
          onChange={(v) => setParams(route, { status: v, message: undefined })}
        />
      </form>
      <Problem error={all.error} />
      <div class="split">
        <Section
          title={
            `Deliveries (${count}` +
            `${count > items.length ? `, newest ${items.length} shown` : ""}` +
            `${evicted > 0 ? `; ${evicted} finished dropped from the history` : ""})`
          }
        >
          <Rows
            label="Deliveries"
            columns={[
              "published",
              "message type",
              ...(oneTenant ? [] : ["tenant"]),
              "status",
              "attempts",
              "last answer",
            ]}
            items={[...items].reverse()}
            keyOf={(d) => d.messageId}
            selected={message}
            onOpen={(d) => setParams(route, { message: d.messageId })}
            empty={all.data === undefined ? "Reading…" : "No delivery matches."}
            cells={(d) => [
              <Time value={d.publishedAt} />,
              <MessageType value={d.messageType} />,
              ...(oneTenant ? [] : [tenants.find((t) => t.id === d.tenantId)?.name ?? d.tenantId]),
              <Badge value={d.status} />,
              String(d.attempts),
              lastAnswer(d),
            ]}
          />
        </Section>
        {open === undefined ? null : <DeliveryDetails key={open.messageId} delivery={open} />}
      </div>
    </div>
  );
}

/** A message type without its `PLATFORM.` prefix, breakable at its dots in a narrow column. */
function MessageType({ value }: { value: string }) {
  const parts = value.replace(/^PLATFORM\./, "").split(".");
  return (
    <span title={value}>
      {parts.map((part, i) => (
        <>
          {i === 0 ? "" : "."}
          {i === 0 ? null : <wbr />}
          {part}
        </>
      ))}
    </span>
  );
}

function lastAnswer(delivery: Delivery) {
  const last = delivery.history.at(-1);
  if (last === undefined) return <span class="muted">not sent yet</span>;
  return last.statusCode === null ? (
    <Badge value={last.errorCode ?? "no answer"} tone="bad" />
  ) : (
    <Badge value={String(last.statusCode)} />
  );
}

function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  const [redelivery, setRedelivery] = useState<string | undefined>(undefined);
  const redeliver = async () => {
    setRedelivery("sending…");
    const { response, error } = await control.POST("/_sandbox/deliveries/{messageId}/redeliver", {
      params: { path: { messageId: delivery.messageId } },
    });
    setRedelivery(
      response.status === 202
        ? "handed to the gateway again"
        : `refused: ${response.status} ${(error as { detail?: string } | undefined)?.detail ?? ""}`,
    );
  };
  return (
    <Section title="Delivery">
      <dl>
        <dt>message</dt>
        <dd>
          {delivery.messageType} <code>{delivery.messageId}</code>
        </dd>
        <dt>address</dt>
        <dd>
          <code class="wrap">{delivery.url}</code>
        </dd>
        <dt>status</dt>
        <dd>
          <Badge value={delivery.status} /> published <Time value={delivery.publishedAt} />
        </dd>
        <dt>next attempt</dt>
        <dd>
          {delivery.nextAttemptAt === null ? (
            <span class="muted">none due</span>
          ) : (
            <Time value={delivery.nextAttemptAt} />
          )}
        </dd>
        {delivery.expiresAt === null ? null : (
          <>
            <dt>expires</dt>
            <dd>
              <Time value={delivery.expiresAt} />
            </dd>
          </>
        )}
      </dl>
      <p>
        <button type="button" onClick={() => void redeliver()}>
          Redeliver
        </button>{" "}
        <span role="status">{redelivery ?? ""}</span>
      </p>
      <h3>Attempts ({delivery.history.length})</h3>
      {delivery.history.length === 0 ? (
        <p class="empty">Not sent yet.</p>
      ) : (
        <ol class="timeline">
          {delivery.history.map((attempt) => (
            <AttemptItem attempt={attempt} />
          ))}
        </ol>
      )}
      <h3>Headers</h3>
      <Rows
        label="Headers"
        columns={["header", "value"]}
        items={Object.entries(delivery.headers)}
        keyOf={([name]) => name}
        empty="No header."
        cells={([name, value]) => [<code>{name}</code>, <code class="wrap">{value}</code>]}
      />
      <h3>Payload</h3>
      <Json value={delivery.payload} />
    </Section>
  );
}

function AttemptItem({ attempt }: { attempt: Attempt }) {
  const answered = attempt.answer !== null;
  return (
    <li class={answered && attempt.statusCode !== null && attempt.statusCode < 300 ? "good" : "bad"}>
      <div>
        <strong>#{attempt.attempt}</strong> <Time value={attempt.at} />{" "}
        <span class="muted">{attempt.durationMs} ms</span>{" "}
        {attempt.statusCode === null ? (
          <Badge value={attempt.errorCode ?? "no answer"} tone="bad" />
        ) : (
          <Badge value={String(attempt.statusCode)} />
        )}{" "}
        <span class="muted">then {attempt.outcome}</span>
      </div>
      {attempt.error === null ? null : <div class="error-text">{attempt.error}</div>}
      {attempt.answer === null ? null : (
        <div>
          {attempt.answer.problemTitle === null ? null : <div>{attempt.answer.problemTitle}</div>}
          {attempt.answer.body === "" ? null : (
            <pre class="json answer-body">
              {attempt.answer.body}
              {attempt.answer.bodyTruncated ? "…" : ""}
            </pre>
          )}
        </div>
      )}
    </li>
  );
}
