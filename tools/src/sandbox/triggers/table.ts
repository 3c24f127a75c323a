// The trigger of every message type of the AsyncAPI spec: keyed by the generated MessageType, so a
// message added to the spec without a trigger does not compile (and the trigger test, which walks
// the generated catalogue, fails).
import type { MessageType } from "../../../../src/events/index.js";
import { refreshSourceConfig, refreshSourceStatus } from "./commands.js";
import { integrationDataChanged } from "./integration-data.js";
import { orderReleased } from "./order-released.js";
import { integrationProfileChangeCompleted, integrationProfileChangeStarted } from "./profile-change.js";
import { enqueueDataStatusChanged } from "./queue-item.js";
import { recordCreated, recordDeleted, recordUpdated } from "./records.js";
import type { Trigger } from "./trigger.js";

export const TRIGGERS: { readonly [K in MessageType]: Trigger } = {
  "PLATFORM.DataService.EnqueueDataStatusChanged": enqueueDataStatusChanged,
  "PLATFORM.DataService.IntegrationDataChanged": integrationDataChanged,
  "PLATFORM.DataService.IntegrationProfileChangeCompleted": integrationProfileChangeCompleted,
  "PLATFORM.DataService.IntegrationProfileChangeStarted": integrationProfileChangeStarted,
  "PLATFORM.DataService.RecordCreated": recordCreated,
  "PLATFORM.DataService.RecordDeleted": recordDeleted,
  "PLATFORM.DataService.RecordUpdated": recordUpdated,
  "PLATFORM.DataService.RefreshSourceConfig": refreshSourceConfig,
  "PLATFORM.DataService.RefreshSourceStatus": refreshSourceStatus,
  "PLATFORM.PlatformStore.OrderReleased": orderReleased,
};
