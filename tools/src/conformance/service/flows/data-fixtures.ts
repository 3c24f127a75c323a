// What the data integration flows share: the kit's own V2 registration (made by the kit, or left by
// an earlier run of it, never another's), data models from the provider's state, publishing a
// queue item and following it to its end, and reading records.
import { randomUUID } from "node:crypto";
import { parameterDefaults, QueueItemStatusTerminal } from "../../../../../generated/facts.js";
import { FlowSkipped } from "../service-check.js";
import type { ServiceSession } from "../session.js";
import { stateText } from "../state-hook.js";
import { shown } from "../excerpt.js";

/** Every description the kit writes starts with this, so a later run knows a registration as the kit's. */
export const KIT_MARK = "verify-service";

/** A record as a query answers it, PascalCase. */
export type QueriedRecord = Readonly<Record<string, unknown>> & {
  readonly Id?: { readonly ModelId?: string; readonly RecordId?: string };
};

export interface KitRegistration {
  readonly agentId: string;
  readonly sourceId: string;
}

/**
 * The V2 agent and source of the kit's service account, registered by the kit when there is none.
 * One that exists and was not made by the kit is never changed: the flows that need it are skipped.
 */
export function kitRegistration(session: ServiceSession): Promise<KitRegistration> {
  return session.shared("kit registration", async () => {
    const data = session.client("data-integration");
    const existing = await data.GET("/api/v2/IntegrationAgents/Settings");
    if (existing.response.status === 200) {
      const description = existing.data?.agent?.description ?? "";
      if (!description.startsWith(KIT_MARK)) {
        throw new FlowSkipped(
          `client ${session.clientId} has a V2 registration in tenant ${session.tenantId} ` +
            `that verify-service did not make (agent description ${shown(description)}); the kit ` +
            `changes nothing it did not create: give it a service account of its own`,
        );
      }
    }
    const mark = `${KIT_MARK} ${session.runPrefix}`;
    const made = await data.POST("/api/v2/IntegrationAgents/Settings", {
      body: {
        agentDefinition: { description: mark },
        sourceDefinition: { description: mark, consumerType: "None", consumerWebhookUrl: "" },
      },
    });
    const agentId = made.data?.agent?.agentId;
    const sourceId = made.data?.source?.sourceId;
    if (made.response.status !== 200 || typeof agentId !== "string" || typeof sourceId !== "string") {
      throw new Error(
        `POST /api/v2/IntegrationAgents/Settings ` +
          `answered ${made.response.status} ${shown(made.data ?? made.error)}, ` +
          `not a registration`,
      );
    }
    return { agentId, sourceId };
  });
}

/** A data model of the kit's tenant from the provider's `a data model` state, one per `key`. */
export function dataModel(session: ServiceSession, key: string): Promise<string> {
  return session.shared(`data model ${key}`, async () =>
    stateText(await session.state("a data model"), "a data model", "modelId"),
  );
}

/** A queue item's status record, as its status operation answers it. */
export type StatusRecord = Readonly<Record<string, unknown>> & {
  readonly status?: string;
  readonly queueItemId?: string;
  readonly errorMessage?: string | null;
};

/** Every status a queue item was seen in, in order, and its last record. */
export interface FollowedItem {
  readonly seen: readonly string[];
  readonly last: StatusRecord;
}

const terminal: readonly string[] = QueueItemStatusTerminal;

/** Reads a queue item's status until it is terminal (or the event timeout passes). */
export async function followQueueItem(
  session: ServiceSession,
  sourceId: string,
  queueItemId: string,
): Promise<FollowedItem> {
  const data = session.client("data-integration");
  const seen: string[] = [];
  const until = Date.now() + session.eventTimeoutMs;
  for (;;) {
    const read = await data.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/status/{queueItemId}", {
      params: { path: { sourceId, queueItemId } },
    });
    const record = (read.data ?? {}) as StatusRecord;
    if (read.response.status !== 200)
      throw new Error(`the status of queue item ${queueItemId} answered ${read.response.status} ${shown(read.error)}`);
    seen.push(String(record.status));
    if (terminal.includes(String(record.status)) || Date.now() > until) return { seen, last: record };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A V1 publishing item: `entityId` and `recordId` (required in V1) and its data. */
export interface Item {
  readonly entityId: string;
  readonly recordId: string;
  readonly data?: { readonly [field: string]: string | number | boolean | null };
  readonly isDeleted?: boolean;
  readonly mandantCode?: string | null;
}

/**
 * The entity the kit publishes to a model with V1 (whose items carry no mapping directive): an input
 * transformation of the kit's source maps it to the model, every field by name.
 */
export function entityOf(session: ServiceSession, modelId: string): Promise<string> {
  return session.shared(`entity of ${modelId}`, async () => {
    const entityId = session.name(`Entity-${modelId.slice(0, 8)}`);
    const data = session.client("data-integration");
    const patched = await data.PATCH("/api/v2/IntegrationAgents/Transformations", {
      body: {
        upsert: [
          {
            customCode: session.name(`map-${modelId.slice(0, 8)}`),
            description: `${KIT_MARK} ${session.runPrefix}`,
            mappings: [
              {
                entityId,
                modelId,
                priority: 1,
                transformationType: "Default",
                autoMapFields: true,
                isSupplementary: false,
                mappings: [],
              },
            ],
          },
        ],
      },
    });
    if (patched.response.status !== 204)
      throw new Error(
        `PATCH /api/v2/IntegrationAgents/Transformations answered ${patched.response.status} ${shown(patched.error)}`,
      );
    return entityId;
  });
}

/** Publishes items through V1 start (by the source's input transformations) and follows the queue item to its end. */
export async function publishV1(
  session: ServiceSession,
  sourceId: string,
  items: readonly Item[],
): Promise<{ start: { status: number; record: StatusRecord; response: Response }; followed: FollowedItem }> {
  const data = session.client("data-integration");
  const started = await data.POST("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}/start", {
    params: { path: { sourceId } },
    body: { items: [...items], incompleteData: false },
  });
  const record = (started.data ?? {}) as StatusRecord;
  if (started.response.status !== 201 && started.response.status !== 202)
    throw new Error(`V1 start answered ${started.response.status} ${shown(started.error)}`);
  const followed = await followQueueItem(session, sourceId, String(record.queueItemId));
  return { start: { status: started.response.status, record, response: started.response }, followed };
}

/** Every record of a model published by a source (paged through), newest first as answered. */
export async function readRecords(
  session: ServiceSession,
  modelId: string,
  sourceId: string,
  query: Readonly<Record<string, unknown>> = {},
): Promise<QueriedRecord[]> {
  const data = session.client("data-integration");
  const found: QueriedRecord[] = [];
  // "Maximum allowed value of limit: not shown", so pages are as large as the default one.
  const limit = parameterDefaults.Limit;
  for (let offset = 0; ; offset += limit) {
    const page = await data.GET("/api/v2/QueryingData/GetData", {
      params: { query: { modelId, sourceId, selfSourceOnly: true, offset, limit, ...query } },
    });
    if (page.response.status !== 200) throw new Error(`GetData answered ${page.response.status} ${shown(page.error)}`);
    const items = (page.data?.items ?? []) as QueriedRecord[];
    found.push(...items);
    if (items.length < limit) return found;
  }
}

/**
 * The ExternalId a record of `recordId` and `entityId` published by `sourceId` has:
 * "`<recordId>.<entityId>.<sourceId>`".
 */
export function externalIdOf(item: Pick<Item, "recordId" | "entityId">, sourceId: string): string {
  return `${item.recordId}.${item.entityId}.${sourceId}`;
}

/**
 * The queue item of a source started with `operationId`, found in the source's V1 list (V2's answers are not shown).
 */
export async function queueItemOfOperation(
  session: ServiceSession,
  sourceId: string,
  operationId: string,
): Promise<StatusRecord | undefined> {
  const data = session.client("data-integration");
  const list = await data.GET("/api/v1/SourcingData/EnqueueDataBySourceId/{sourceId}", {
    params: { path: { sourceId }, query: { limit: 100 } },
  });
  return ((list.data?.items ?? []) as StatusRecord[]).find((item) => item.operationId === operationId);
}

/**
 * Publishes items through V2 start with a mapping directive to the model, and follows its queue item (when one was
 * made) to its end.
 */
export async function publishV2(
  session: ServiceSession,
  sourceId: string,
  modelId: string,
  items: readonly Item[],
): Promise<{ response: Response; operationId: string; followed: FollowedItem | undefined }> {
  const data = session.client("data-integration");
  const operationId = randomUUID();
  const started = await data.POST("/api/v2/SourcingData/EnqueueData/start", {
    params: { query: { SourceId: sourceId, operationId } },
    body: { mappingDirectives: [{ modelId }], items: [...items], incompleteData: false },
  });
  if (!started.response.ok) return { response: started.response, operationId, followed: undefined };
  const item = await queueItemOfOperation(session, sourceId, operationId);
  if (item?.queueItemId === undefined)
    throw new Error(
      `V2 start answered ${started.response.status} but the source's queue items list none of operation ${operationId}`,
    );
  return {
    response: started.response,
    operationId,
    followed: await followQueueItem(session, sourceId, item.queueItemId),
  };
}
