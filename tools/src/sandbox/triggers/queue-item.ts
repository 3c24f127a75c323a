// EnqueueDataStatusChanged: "A status change is announced by the event EnqueueDataStatusChanged
// when the consumer flag enqueueDataStatus is on", to the publisher of the queue item. A new
// queue item moves as far as the status set asks (Pending: more data announced; Canceled: canceled
// while Pending; Failed: an item no transformation maps; otherwise through Success); `on` a
// Pending queue item completes it, or cancels it for status Canceled.
import type { components } from "../../../../generated/types/data-integration.js";
import { queueItems, QueueItems, type QueueItem } from "../data-integration/model/queue-items.js";
import { queueItemObserver } from "../data-integration/module.js";
import { newRecordItem, publish, publisher, somePublisher, targetModel, TRIGGER_ENTITY } from "./publishing.js";
import { nobodyReceives, receives, receivers } from "./receivers.js";
import { notFound, setValue, TriggerRefusal, wrongState, type Trigger, type TriggerRun } from "./trigger.js";

type QueueItemStatus = components["schemas"]["QueueItemStatus"];

function queueOf(run: TriggerRun): QueueItems {
  return new QueueItems(run.tenant, run.context.clock, queueItemObserver(run.context));
}

function report(run: TriggerRun, item: QueueItem): void {
  run.changed({ kind: "queue-item", id: item.queueItemId, state: item.status });
}

/** `on` a Pending queue item: its publisher must receive the event; it is completed, or canceled. */
function moveExisting(run: TriggerRun, queueItemId: string, status: QueueItemStatus | undefined): void {
  const item = queueItems(run.tenant).get(queueItemId);
  if (item === undefined) throw notFound("queue item", queueItemId, run.tenant.tenantId);
  if (item.status !== "Pending") throw wrongState(run.messageType, "queue item", queueItemId, item.status, ["Pending"]);
  for (const [field, value] of [
    ["dataSourceId", item.sourceId],
    ["operationId", item.operationId],
  ] as const) {
    const set = setValue<string>(run, field);
    if (set !== undefined && set !== value)
      throw new TriggerRefusal(400, `set $.${field}: queue item ${queueItemId} has ${value}`);
  }
  if (status === "Pending" || status === "Started" || status === "Failed") {
    throw new TriggerRefusal(
      400,
      `set $.status: a Pending queue item moves on to Completed, Running ` +
        `and Success, or to Canceled; ${status} does not follow Pending`,
    );
  }
  const source = publisher(run, item.sourceId);
  if (!receives(source, run.messageType, run.brokerOn))
    throw nobodyReceives(
      run.tenant,
      run.messageType,
      `data source ${source.sourceId}, the publisher of queue item ${queueItemId},`,
    );
  const queue = queueOf(run);
  if (status === "Canceled") queue.cancel(item);
  else queue.append(source, item, [], false);
  report(run, item);
}

export const enqueueDataStatusChanged: Trigger = {
  on: "queue item",
  fields: {
    dataSourceId: { takes: "the data source that publishes the queue item (it receives the event)" },
    queueItemId: { refused: "the input queue assigns a queue item's id; on acts on an existing Pending queue item" },
    operationId: { takes: "the operationId the queue item is started with" },
    status: {
      takes:
        "how far the queue item moves: Pending (more data announced), Canceled, " +
        "Failed (no transformation maps it), otherwise through Success",
    },
  },
  run(run) {
    const status = setValue<QueueItemStatus>(run, "status");
    if (run.on !== undefined) {
      moveExisting(run, run.on, status);
      return;
    }
    const sourceId = setValue<string>(run, "dataSourceId");
    const source =
      sourceId === undefined
        ? somePublisher(run, receivers(run.tenant, run.messageType, run.brokerOn))
        : publisher(run, sourceId);
    if (!receives(source, run.messageType, run.brokerOn))
      throw nobodyReceives(run.tenant, run.messageType, sourceId === undefined ? undefined : `data source ${sourceId}`);
    // An item without a mapping directive whose entity no transformation of the source maps fails, as the platform's
    // would.
    const unmapped = { entityId: `${TRIGGER_ENTITY}Unmapped`, recordId: "unmapped", data: {} };
    if (
      status === "Failed" &&
      [...source.transformations.values()].some((t) => (t.mappings ?? []).some((m) => m.entityId === unmapped.entityId))
    ) {
      throw new TriggerRefusal(
        409,
        `data source ${source.sourceId} maps ` +
          `entity ${unmapped.entityId}, so the trigger cannot make its ` +
          `queue item fail`,
      );
    }
    const items = status === "Failed" ? [unmapped] : [newRecordItem(targetModel(run, undefined))];
    const pending = status === "Pending" || status === "Canceled";
    const item = publish(run, source, items, { incompleteData: pending, operationId: setValue(run, "operationId") });
    if (status === "Canceled") queueOf(run).cancel(item);
    run.created({ kind: "queue-item", id: item.queueItemId, state: item.status });
  },
};
