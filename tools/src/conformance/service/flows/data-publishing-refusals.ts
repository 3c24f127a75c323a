// Publishing refusals: more items than a call may carry refused, an invalid item named in the refusal, and an item
// that fails to transform changing nothing.
import type { Flow } from "../flow.js";
import { shown } from "../excerpt.js";
import { PUBLISHING_RULES as RULES } from "./data-publishing-rules.js";
import {
  dataModel,
  entityOf,
  followQueueItem,
  kitRegistration,
  readRecords,
  type StatusRecord,
} from "./data-fixtures.js";

const NAMES_ITEM_1 = /items?\s*(?:(?:\[\/?|\/)\s*)?1\b|\[1\]|\/items\/1/i;

export const refusalFlow: Flow = {
  name: "publishing refusals",
  capability: "data-integration",
  checks: [RULES["item-limit"], RULES["invalid-item-named"], RULES["failed-item-changes-nothing"]],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "refusals");
    const entityId = await entityOf(session, modelId);
    const many = Array.from({ length: 4001 }, (_, n) => ({ entityId, recordId: `m${n}`, data: { N: n } }));
    const tooMany = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
      params: { path: { sourceId } },
      body: { items: many, incompleteData: false },
    });
    v.report(
      RULES["item-limit"],
      session.evidence(tooMany),
      tooMany.response.status >= 400 && tooMany.response.status < 500
        ? undefined
        : `answered ${tooMany.response.status} to 4001 items`,
    );
    const invalid = [
      { entityId, recordId: "i0", data: { Name: "ok" } },
      { entityId, data: { Name: "no recordId" } },
      { entityId, recordId: "i2", data: { Name: "ok" } },
    ];
    // Deliberately against the spec, which a typed call would not let through.
    const started = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
      params: { path: { sourceId } },
      body: { items: invalid, incompleteData: false } as never,
    });
    let named: boolean;
    let answer = session.evidence(started).answer;
    if (started.response.status >= 400 && started.response.status < 500)
      named = NAMES_ITEM_1.test(shown(started.error));
    else {
      const followed = await followQueueItem(
        session,
        sourceId,
        String((started.data as StatusRecord | undefined)?.queueItemId),
      );
      answer = `${answer}; then ${shown(followed.last)}`;
      named = followed.last.status === "Failed" && NAMES_ITEM_1.test(String(followed.last.errorMessage));
    }
    v.report(
      RULES["invalid-item-named"],
      { request: session.evidence(started).request, answer },
      named ? undefined : "the refusal or the errorMessage does not name item 1",
    );
    // Valid by the spec, but no input transformation maps the last item's entity: it cannot transform.
    const mixed = [
      { entityId, recordId: "f0", data: { Name: "f0" } },
      { entityId, recordId: "f1", data: { Name: "f1" } },
      { entityId: session.name("Unmapped"), recordId: "f2", data: { Name: "f2" } },
    ];
    const failing = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
      params: { path: { sourceId } },
      body: { items: mixed, incompleteData: false },
    });
    const failedItem = failing.response.ok
      ? await followQueueItem(session, sourceId, String((failing.data as StatusRecord | undefined)?.queueItemId))
      : undefined;
    const left = (await readRecords(session, modelId, sourceId)).filter((r) => /^f\d\./.test(String(r.ExternalId)));
    const nothing =
      left.length === 0 &&
      (failedItem === undefined ? failing.response.status >= 400 : failedItem.last.status === "Failed");
    v.report(
      RULES["failed-item-changes-nothing"],
      {
        request: session.evidence(failing).request,
        answer:
          `${session.evidence(failing).answer}; ` +
          `item ${failedItem?.last.status ?? "refused"}; records ` +
          `read: ${shown(left.map((r) => r.ExternalId))}`,
      },
      nothing
        ? undefined
        : `the item ended ${failedItem?.last.status ?? failing.response.status}` +
            ` and ${left.length} of its records are readable`,
    );
  },
};
