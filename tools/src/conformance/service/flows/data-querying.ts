// Data integration: reading what was published: pages disjoint and complete, newest first,
// modified-since watermarks, deletes and includeDeleted, filters, and 400 for a malformed filter.
import { setTimeout as wait } from "node:timers/promises";
import { defineRules } from "../service-check.js";
import type { Flow } from "../flow.js";
import {
  dataModel,
  entityOf,
  externalIdOf,
  kitRegistration,
  publishV1,
  readRecords,
  type Item,
  type QueriedRecord,
} from "./data-fixtures.js";
import { shown } from "../excerpt.js";

const RULES = defineRules("data-integration", {
  "pages-disjoint-complete": [
    '"Paging parameters are `offset` (default 0) and `limit` ' +
      '(default 100)"; "Collection result: `{ totalCount, items[] }`"',
    "pages of 3 share no record, together hold all 7, totalCount 7 on each",
  ],
  "newest-first": [
    '"Records are sorted by modification time, newest first."',
    "UtcModifiedOn never increases along the pages",
  ],
  "modified-since": [
    '"A consumer keeps the timestamp of data already read and polls ' +
      'for newer data." `modifiedFrom` "modification range"',
    "modifiedFrom after the watermark answers the record changed since, and nothing older",
  ],
  "delete-hides-record": [
    '"`isDeleted` ... upsert (false) or delete (true)"',
    "a deleted record is not read without includeDeleted",
  ],
  "include-deleted": [
    '"`includeDeleted` ... include recently deleted records"; "deleted | bool | only on records recently deleted"',
    "includeDeleted=true reads it with deleted true",
  ],
  "external-id-filter": [
    '"`externalId` | string | single record or empty result"',
    "one record, the one with that ExternalId",
  ],
  "filtered-by-ak": [
    '"GET /api/v2/QueryingData/GetData/FilteredByAK | akName (required), akValue (required; equality filter)"',
    "only records whose akName field equals akValue",
  ],
  "malformed-filter-400": ['"400 for an invalid filter such as a malformed GUID"', "400 for modelId not-a-guid"],
});

const pagingFlow: Flow = {
  name: "paging and watermarks",
  capability: "data-integration",
  checks: [
    RULES["pages-disjoint-complete"],
    RULES["newest-first"],
    RULES["modified-since"],
    RULES["delete-hides-record"],
    RULES["include-deleted"],
  ],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "paging");
    const entityId = await entityOf(session, modelId);
    const items: Item[] = Array.from({ length: 7 }, (_, n) => ({
      entityId,
      recordId: `r${n}`,
      data: { Name: `record ${n}` },
    }));
    for (const item of items) await publishV1(session, sourceId, [item]);
    const pages: QueriedRecord[][] = [];
    const totals: unknown[] = [];
    for (const offset of [0, 3, 6]) {
      const page = await data.GET("/api/v2/QueryingData/GetData", {
        params: { query: { modelId, sourceId, selfSourceOnly: true, offset, limit: 3 } },
      });
      pages.push(page.data?.items ?? []);
      totals.push(page.data?.totalCount);
    }
    const ids = pages.flat().map((r) => String(r.ExternalId));
    const expected = items.map((item) => externalIdOf(item, sourceId)).sort();
    const evidence = {
      request: `GET GetData?modelId=${modelId}&offset=0,3,6&limit=3`,
      answer: `pages ${shown(pages.map((p) => p.map((r) => r.ExternalId)))}, totalCount ${shown(totals)}`,
    };
    const complete =
      new Set(ids).size === ids.length &&
      JSON.stringify([...ids].sort()) === JSON.stringify(expected) &&
      totals.every((t) => t === 7);
    v.report(
      RULES["pages-disjoint-complete"],
      evidence,
      complete ? undefined : "the pages overlap, miss records or count otherwise",
    );
    const times = pages.flat().map((r) => Date.parse(String(r.UtcModifiedOn)));
    v.report(
      RULES["newest-first"],
      evidence,
      times.every((t, i) => i === 0 || t <= times[i - 1]!)
        ? undefined
        : `UtcModifiedOn in order: ${shown(pages.flat().map((r) => r.UtcModifiedOn))}`,
    );
    const watermark = Math.max(...times);
    // A change must land after the watermark to be told from what was read: wait past its millisecond.
    await wait(Math.max(0, watermark + 5 - Date.now()));
    await publishV1(session, sourceId, [{ entityId, recordId: "r3", data: { Name: "record 3 changed" } }]);
    const since = await data.GET("/api/v2/QueryingData/GetData", {
      params: {
        query: { modelId, sourceId, selfSourceOnly: true, modifiedFrom: new Date(watermark + 1).toISOString() },
      },
    });
    const newer = (since.data?.items ?? []) as QueriedRecord[];
    const onlyChanged =
      newer.length === 1 &&
      newer[0]?.ExternalId === externalIdOf({ entityId, recordId: "r3" }, sourceId) &&
      newer[0]?.Name === "record 3 changed";
    v.report(
      RULES["modified-since"],
      session.evidence(since),
      since.response.status === 200 && onlyChanged
        ? undefined
        : `read ${shown(newer.map((r) => [r.ExternalId, r.Name]))}`,
    );
    await publishV1(session, sourceId, [{ entityId, recordId: "r5", isDeleted: true }]);
    const deletedId = externalIdOf({ entityId, recordId: "r5" }, sourceId);
    const live = await readRecords(session, modelId, sourceId);
    v.report(
      RULES["delete-hides-record"],
      { request: `GetData after publishing r5 with isDeleted true`, answer: shown(live.map((r) => r.ExternalId)) },
      live.some((r) => r.ExternalId === deletedId) ? `${deletedId} is still read` : undefined,
    );
    const withDeleted = await data.GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId, sourceId, selfSourceOnly: true, includeDeleted: true, externalId: deletedId } },
    });
    const found = ((withDeleted.data?.items ?? []) as QueriedRecord[]).find((r) => r.ExternalId === deletedId);
    v.report(
      RULES["include-deleted"],
      session.evidence(withDeleted),
      found?.deleted === true ? undefined : `read ${shown(found)}`,
    );
  },
};

const filterFlow: Flow = {
  name: "query filters",
  capability: "data-integration",
  checks: [RULES["external-id-filter"], RULES["filtered-by-ak"], RULES["malformed-filter-400"]],
  services: ["data-integration"],
  async run(session, v) {
    const data = session.client("data-integration");
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "filters");
    const entityId = await entityOf(session, modelId);
    await publishV1(session, sourceId, [
      { entityId, recordId: "a", data: { Name: "alpha", Code: "A-1" } },
      { entityId, recordId: "b", data: { Name: "beta", Code: "B-2" } },
    ]);
    const externalId = externalIdOf({ entityId, recordId: "b" }, sourceId);
    const one = await data.GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId, sourceId, selfSourceOnly: true, externalId } },
    });
    const items = (one.data?.items ?? []) as QueriedRecord[];
    v.report(
      RULES["external-id-filter"],
      session.evidence(one),
      items.length === 1 && items[0]?.ExternalId === externalId
        ? undefined
        : `read ${shown(items.map((r) => r.ExternalId))}`,
    );
    const byAk = await data.GET("/api/v2/QueryingData/GetData/FilteredByAK", {
      params: { query: { modelId, sourceId, selfSourceOnly: true, akName: "Code", akValue: "A-1" } },
    });
    const matched = (byAk.data?.items ?? []) as QueriedRecord[];
    v.report(
      RULES["filtered-by-ak"],
      session.evidence(byAk),
      byAk.response.status === 200 && matched.length === 1 && matched[0]?.Code === "A-1"
        ? undefined
        : `read ${shown(matched.map((r) => r.Code))}`,
    );
    const malformed = await data.GET("/api/v2/QueryingData/GetData", { params: { query: { modelId: "not-a-guid" } } });
    v.report(
      RULES["malformed-filter-400"],
      session.evidence(malformed),
      malformed.response.status === 400 ? undefined : `answered ${malformed.response.status}`,
    );
  },
};

export const DATA_QUERYING_FLOWS: readonly Flow[] = [pagingFlow, filterFlow];
