// The operating log: "an end-to-end log of data operations. Its items are grouped by operationId
// and qualified by operation type." Items posted by components, and system-level items the sandbox
// writes for what it does itself (a queue item's processing), so a scope query shows both.
import { SeverityValues } from "../../../../../generated/facts.js";
import type { components, operations } from "../../../../../generated/types/data-integration.js";
import type { TenantHandlerMap } from "../../kernel/handler-map.js";
import { appendOperatingLogItem, operatingLogItems } from "../model/operating-log.js";
import { registrations } from "../model/registrations.js";
import { callerOf } from "./caller.js";
import { page } from "../../kernel/paging.js";
import { newId } from "../../kernel/ids.js";

type Schemas = components["schemas"];
type OperatingLogItem = Schemas["OperatingLogItem"];

// The spec lists the severities from the least to the most severe, as the reference does.
const SEVERITY_ORDER: readonly Schemas["Severity"][] = SeverityValues;

/**
 * The operation types and activities each scope selects, from the scope guidance: "`PublishData`
 * is the publisher side only. `PublishDataWithConsumerFeedback` is end-to-end ...
 * `ConsumerFeedbackOnly` is consumer feedback from all consumers. `ConsumeData` is the consumer side".
 */
const FEEDBACK: readonly (string | null | undefined)[] = ["Validation", "ProcessingResult"];
const IN_SCOPE: Readonly<Record<Schemas["OperationScope"], (item: OperatingLogItem) => boolean>> = {
  PublishData: (item) => item.operationType === "InputData" || item.operationType === "Transform",
  PublishDataWithConsumerFeedback: (item) =>
    item.operationType === "InputData" ||
    item.operationType === "Transform" ||
    (item.operationType === "ConsumeData" && FEEDBACK.includes(item.activityType)),
  ConsumerFeedbackOnly: (item) => item.operationType === "ConsumeData" && FEEDBACK.includes(item.activityType),
  ConsumeData: (item) => item.operationType === "ConsumeData",
  AgentStatus: (item) => item.operationType === "AgentStatus",
  Coordination: (item) => item.operationType === "Coordination",
};

/** The operating log of a tenant by item id, oldest first. */
export function createOperatingLogHandlers(): TenantHandlerMap<operations> {
  return {
    createOperatingLogItem(request) {
      const { tenant } = callerOf(request);
      const { customCategory, systemLevel, ...rest } = request.body;
      const item: OperatingLogItem = {
        ...rest,
        id: newId(),
        operationId: rest.operationId ?? newId(),
        createdOn: new Date(request.clock.now()).toISOString(),
        systemLevel: systemLevel ?? false,
        category: customCategory === undefined ? "Custom" : `Custom|${customCategory}`,
        ...(customCategory === undefined ? {} : { customCategory }),
      };
      appendOperatingLogItem(tenant, item);
      return { status: 201, body: item };
    },
    getOperatingLogs(request) {
      const { tenant } = callerOf(request);
      const q = request.parameters;
      const agentIdOfCode =
        q.agentCode === undefined
          ? undefined
          : ([...registrations(tenant).agents.values()].find((a) => a.agentCode === q.agentCode)?.agentId ?? "");
      const minimal = SEVERITY_ORDER.indexOf(q.severityLevel ?? "Info");
      const candidates = operatingLogItems(tenant, {
        ...(q.operationId === undefined ? {} : { operationId: q.operationId }),
        ...(q.agentId === undefined ? {} : { agentId: q.agentId }),
        ...(q.sourceId === undefined ? {} : { sourceId: q.sourceId }),
        ...(q.createdFrom === undefined ? {} : { from: Date.parse(q.createdFrom) }),
        ...(q.createdTo === undefined ? {} : { to: Date.parse(q.createdTo) }),
      });
      const items = candidates.filter(
        (item) =>
          (q.includeSystemLevel === true || !item.systemLevel) &&
          SEVERITY_ORDER.indexOf(item.severity!) >= minimal &&
          (agentIdOfCode === undefined || item.agentId === agentIdOfCode) &&
          (q.operationScope === undefined || IN_SCOPE[q.operationScope](item)),
      );
      return { status: 200, body: page(items, q.offset, q.limit) };
    },
  };
}
