// Data integration: publishing through the input queue, V2 and V1, what the queries read back, and
// the queue item's states (append only while Pending, terminal states final, failures change nothing).
import { QueueItemStatusTerminal } from "../../../../../generated/facts.js";
import { validators } from "../../../../../src/validators/index.js";
import { PUBLISHING_RULES as RULES } from "./data-publishing-rules.js";
import type { Flow } from "../flow.js";
import {
  dataModel,
  entityOf,
  externalIdOf,
  followQueueItem,
  kitRegistration,
  publishV1,
  publishV2,
  readRecords,
  type Item,
  type QueriedRecord,
  type StatusRecord,
} from "./data-fixtures.js";
import { shown } from "../excerpt.js";
import { refusalFlow } from "./data-publishing-refusals.js";

/** Where published data and the record read back differ, or undefined. */
function differences(item: Item, record: QueriedRecord | undefined, sourceId: string): string | undefined {
  if (record === undefined) return `no record with ExternalId ${externalIdOf(item, sourceId)}`;
  for (const [field, value] of Object.entries(item.data ?? {})) {
    if (JSON.stringify(record[field]) !== JSON.stringify(value))
      return `${item.recordId}: ${field} is ${shown(record[field])}, published ${shown(value)}`;
  }
  if (record.SourceId !== sourceId) return `${item.recordId}: SourceId is ${shown(record.SourceId)}`;
  if (record.MandantCode !== null && record.MandantCode !== undefined)
    return `${item.recordId}: MandantCode is ${shown(record.MandantCode)} for non-mandant data`;
  return undefined;
}

const v2Flow: Flow = {
  name: "V2 publishing",
  capability: "data-integration",
  checks: [RULES["v2-publish"], RULES["getdata-equals-published"], RULES["external-id-shape"]],
  services: ["data-integration"],
  async run(session, v) {
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "v2");
    const entityId = session.name("Customer");
    const items: Item[] = [1, 2, 3].map((n) => ({
      entityId,
      recordId: `c${n}`,
      data: { Name: `${session.runPrefix} customer ${n}`, Credit: "12.50|EUR", Active: n % 2 === 1 },
    }));
    const published = await publishV2(session, sourceId, modelId, items);
    const status = published.followed?.last.status;
    v.report(
      RULES["v2-publish"],
      {
        request: session.evidence(published.response).request,
        answer: `${session.evidence(published.response).answer}; queue item ${status ?? "not found"}`,
      },
      published.response.ok && status === "Success"
        ? undefined
        : `answered ${published.response.status}, queue item ${status ?? "none"}`,
    );
    const records = await readRecords(session, modelId, sourceId);
    const byExternal = new Map(records.map((record) => [String(record.ExternalId), record]));
    const wrong = items
      .map((item) => differences(item, byExternal.get(externalIdOf(item, sourceId)), sourceId))
      .find((d) => d !== undefined);
    const evidence = {
      request: `GET /api/v2/QueryingData/GetData?modelId=${modelId}&sourceId=${sourceId}`,
      answer: `${records.length} records: ${shown(records.map((r) => r.ExternalId))}`,
    };
    v.report(RULES["getdata-equals-published"], evidence, wrong);
    const shapes = records
      .filter((r) => String(r.ExternalId).startsWith("c"))
      .every(
        (r) =>
          /^c\d\.[^.]+\.[0-9a-f-]{36}$/i.test(String(r.ExternalId)) &&
          String(r.ExternalId).endsWith(`.${entityId}.${sourceId}`),
      );
    v.report(
      RULES["external-id-shape"],
      evidence,
      records.length > 0 && shapes ? undefined : `ExternalIds ${shown(records.map((r) => r.ExternalId))}`,
    );
  },
};

const v1Flow: Flow = {
  name: "V1 publishing",
  capability: "data-integration",
  checks: [RULES["v1-start-answer"], RULES["v1-status-success"], RULES["v1-reads-equal"], RULES["v1-record-by-id"]],
  services: ["data-integration"],
  async run(session, v) {
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "v1");
    const entityId = await entityOf(session, modelId);
    const items: Item[] = [1, 2].map((n) => ({
      entityId,
      recordId: `p${n}`,
      data: { Name: `${session.runPrefix} product ${n}` },
    }));
    const { start, followed } = await publishV1(session, sourceId, items);
    const shaped =
      typeof start.record.queueItemId === "string" &&
      typeof start.record.operationId === "string" &&
      typeof start.record.status === "string";
    v.report(
      RULES["v1-start-answer"],
      session.evidence(start.response),
      (start.status === 201 || start.status === 202) && shaped
        ? undefined
        : `answered ${start.status} ${shown(start.record)}`,
    );
    v.report(
      RULES["v1-status-success"],
      { request: `status of queue item ${start.record.queueItemId}`, answer: shown(followed.last) },
      followed.last.status === "Success" && followed.last.wasSuccess === true
        ? undefined
        : `ended ${followed.last.status} with wasSuccess ${shown(followed.last.wasSuccess)}`,
    );
    const data = session.client("data-integration");
    const v2 = await readRecords(session, modelId, sourceId);
    const v1 = await data.GET("/api/v1/QueryingData/FindDataByModelId/{modelId}", {
      params: { path: { modelId }, query: { selfSourceId: sourceId, selfSourceOnly: true } },
    });
    const key = (r: QueriedRecord) =>
      `${r.Id?.RecordId} ${shown(Object.fromEntries(Object.entries(r).filter(([k]) => k === "Name")))}`;
    const v1Keys = ((v1.data?.items ?? []) as QueriedRecord[]).map(key).sort();
    const v2Keys = v2.map(key).sort();
    v.report(
      RULES["v1-reads-equal"],
      session.evidence(v1),
      v1.response.status === 200 && v2Keys.length > 0 && JSON.stringify(v1Keys) === JSON.stringify(v2Keys)
        ? undefined
        : `V1 read ${shown(v1Keys)}, V2 read ${shown(v2Keys)}`,
    );
    const first = v2[0];
    const recordId = first?.Id?.RecordId ?? "";
    const one = await data.GET("/api/v1/QueryingData/GetDataByModelId/{modelId}/{recordId}", {
      params: { path: { modelId, recordId }, query: { selfSourceId: sourceId } },
    });
    const got = one.data as QueriedRecord | undefined;
    v.report(
      RULES["v1-record-by-id"],
      session.evidence(one),
      one.response.status === 200 && got?.Id?.RecordId === recordId && got?.Name === first?.Name
        ? undefined
        : `answered ${one.response.status} ${shown(got)}`,
    );
  },
};

const statesFlow: Flow = {
  name: "queue item states",
  capability: "data-integration",
  checks: [
    RULES["pending-while-incomplete"],
    RULES["append-while-pending"],
    RULES["cancel-pending"],
    RULES["error-message-canceled"],
    RULES["terminal-final"],
    RULES["states-valid"],
  ],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "v1");
    const entityId = await entityOf(session, modelId);
    const seen: string[][] = [];
    const started = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
      params: { path: { sourceId } },
      body: { items: [{ entityId, recordId: "q1", data: { Name: "pending" } }], incompleteData: true },
    });
    const queueItemId = String((started.data as StatusRecord | undefined)?.queueItemId);
    const path = { sourceId, queueItemId };
    const pending = await data.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
      params: { path },
    });
    seen.push([String(pending.data?.status)]);
    v.report(
      RULES["pending-while-incomplete"],
      session.evidence(pending),
      pending.data?.status === "Pending"
        ? undefined
        : `the item is ${shown(pending.data?.status)} (start answered ${started.response.status})`,
    );
    const appended = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}", {
      params: { path },
      body: { items: [{ entityId, recordId: "q2", data: { Name: "appended" } }], incompleteData: true },
    });
    v.report(
      RULES["append-while-pending"],
      session.evidence(appended),
      appended.response.status === 200 ? undefined : `answered ${appended.response.status}`,
    );
    const canceled = await data.DELETE("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/cancel/{queueItemId}", {
      params: { path },
    });
    const afterCancel = await followQueueItem(session, sourceId, queueItemId);
    seen.push(afterCancel.seen as string[]);
    v.report(
      RULES["cancel-pending"],
      session.evidence(canceled),
      canceled.response.status === 204 && afterCancel.last.status === "Canceled"
        ? undefined
        : `answered ${canceled.response.status}; the item is ${afterCancel.last.status}`,
    );
    v.report(
      RULES["error-message-canceled"],
      { request: `status of queue item ${queueItemId}`, answer: shown(afterCancel.last) },
      typeof afterCancel.last.errorMessage === "string" && afterCancel.last.errorMessage !== ""
        ? undefined
        : `errorMessage is ${shown(afterCancel.last.errorMessage)}`,
    );
    const lateAppend = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}", {
      params: { path },
      body: { items: [{ entityId, recordId: "q3", data: { Name: "late" } }], incompleteData: false },
    });
    const stillCanceled = await followQueueItem(session, sourceId, queueItemId);
    const done = await publishV1(session, sourceId, [{ entityId, recordId: "q4", data: { Name: "done" } }]);
    seen.push(done.followed.seen as string[]);
    const donePath = { sourceId, queueItemId: String(done.start.record.queueItemId) };
    const appendDone = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/append/{queueItemId}", {
      params: { path: donePath },
      body: { items: [{ entityId, recordId: "q5", data: { Name: "late" } }], incompleteData: false },
    });
    const cancelDone = await data.DELETE("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/cancel/{queueItemId}", {
      params: { path: donePath },
    });
    const stillDone = await followQueueItem(session, sourceId, donePath.queueItemId);
    seen.push(stillCanceled.seen as string[], stillDone.seen as string[]);
    const refused = (status: number) => status >= 400 && status < 500;
    const final =
      refused(lateAppend.response.status) &&
      stillCanceled.last.status === "Canceled" &&
      refused(appendDone.response.status) &&
      stillDone.last.status === done.followed.last.status &&
      done.followed.last.status === "Success";
    v.report(
      RULES["terminal-final"],
      {
        request: "append to the Canceled item; append to and cancel the Success item",
        answer:
          `${lateAppend.response.status} (${stillCanceled.last.status}` +
          `); ${appendDone.response.status}, ${cancelDone.response.status} ` +
          `(${stillDone.last.status})`,
      },
      final
        ? undefined
        : `after the refused calls the items are ${stillCanceled.last.status} and ${stillDone.last.status}`,
    );
    const terminal: readonly string[] = QueueItemStatusTerminal;
    const broken = seen.find(
      (list) =>
        list.some((s) => !validators.QueueItemStatus(s)) ||
        list.some((s, i) => i > 0 && terminal.includes(list[i - 1]!) && s !== list[i - 1]),
    );
    v.report(
      RULES["states-valid"],
      { request: "status reads of three queue items", answer: shown(seen) },
      broken === undefined ? undefined : `statuses read in order: ${shown(broken)}`,
    );
  },
};

export const DATA_PUBLISHING_FLOWS: readonly Flow[] = [v2Flow, v1Flow, statesFlow, refusalFlow];
