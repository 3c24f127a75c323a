// The control API (specs/openapi/sandbox-control.yaml), served under /_sandbox/ on every port: its
// sandbox-wide operations (each service answers its own through its module).
// Requests arrive validated against that spec, so the handlers only do what the spec describes.
import type { operations } from "../../../../generated/types/sandbox-control.js";
import { fileContentPart } from "../file-content/index.js";
import { problem } from "../kernel/answer.js";
import { deliveryView, RedeliveryRefusedError } from "../gateway/index.js";
import type { HandlerMap } from "../kernel/handler-map.js";
import { SandboxIdentityError } from "../identity/index.js";
import { holdsTenantState } from "../kernel/part.js";
import type { SandboxRuntime } from "./sandbox-runtime.js";
import { checkImportKeys } from "./import-keys.js";
import { checkImportLimits } from "./import-limits.js";
import { createProviderStateHandlers } from "./provider-states.js";
import { addServiceAccount, addTenant } from "./registrations.js";
import { exportTenantState, importTenantState, TenantStateError } from "./tenant-state.js";
import { createTriggerHandlers } from "./trigger-endpoint.js";

export function createControlHandlers(runtime: SandboxRuntime): HandlerMap<operations> {
  return {
    ...createProviderStateHandlers(runtime),
    ...createTriggerHandlers(runtime),
    async resetSandbox() {
      await runtime.reset();
      return { status: 204 };
    },
    createSandboxTenant(request) {
      const tenant = request.body;
      if (!addTenant(runtime, tenant)) return problem(409, "Conflict", `tenant ${tenant.id} exists`);
      return { status: 201, body: tenant };
    },
    createSandboxServiceAccount(request) {
      const account = request.body;
      let added: boolean;
      try {
        added = addServiceAccount(runtime, account);
      } catch (error) {
        if (!(error instanceof SandboxIdentityError)) throw error;
        return problem(400, "Bad Request", `body $.${error.message}`);
      }
      if (!added) {
        return problem(409, "Conflict", `service account ${account.clientId} exists`);
      }
      return { status: 201, body: account };
    },
    listSandboxDeliveries(request) {
      const { status, messageType, tenantId, last } = request.parameters;
      const matching = runtime.gateway.deliveries({ status, messageType, tenantId });
      // Only the records answered are turned into views: a history of tens of thousands is not.
      const items = (last === undefined ? matching : matching.slice(-last)).map(deliveryView);
      return { status: 200, body: { totalCount: matching.length, evicted: runtime.gateway.evicted(tenantId), items } };
    },
    getSandboxDelivery(request) {
      const { messageId } = request.parameters;
      const record = runtime.gateway.delivery(messageId);
      return record === undefined
        ? problem(404, "Not Found", `no delivery with messageId ${messageId}`)
        : { status: 200, body: deliveryView(record) };
    },
    redeliverSandboxDelivery(request) {
      try {
        return { status: 202, body: deliveryView(runtime.gateway.redeliver(request.parameters.messageId)) };
      } catch (error) {
        if (!(error instanceof RedeliveryRefusedError)) throw error;
        return error.reason === "unknown"
          ? problem(404, "Not Found", error.message)
          : problem(409, "Conflict", error.message);
      }
    },
    getSandboxJournal(request) {
      const { after, limit, last, ...filter } = request.parameters;
      const { totalCount, items, nextAfter } = runtime.journal.page(filter, { after, limit, last });
      return {
        status: 200,
        body: {
          totalCount,
          nextAfter,
          items: items.map((entry) => ({
            ...entry,
            ...(entry.errors === undefined ? {} : { errors: [...entry.errors] }),
          })),
        },
      };
    },
    createSandboxFault(request) {
      const fault = request.body;
      if (!runtime.knowsOperation(fault.operationId)) {
        return problem(
          400,
          "Bad Request",
          `operationId ${JSON.stringify(fault.operationId)} is not an operation of the sandbox's specs`,
        );
      }
      runtime.faults.add(fault);
      return { status: 201, body: fault };
    },
    exportSandboxTenantState(request) {
      const state = exportTenantState(runtime, runtime.parts.parts, request.parameters.tenantId);
      return state === undefined
        ? problem(404, "Not Found", `no tenant ${request.parameters.tenantId} in the sandbox`)
        : { status: 200, body: state };
    },
    async importSandboxTenantState(request) {
      try {
        checkImportLimits(request.body, runtime.instance(fileContentPart).uploadLimitBytes);
        checkImportKeys(request.body);
        importTenantState(runtime, runtime.parts.parts, request.parameters.tenantId, request.body);
      } catch (error) {
        if (!(error instanceof TenantStateError)) throw error;
        return problem(400, "Bad Request", `body ${error.message}`);
      }
      runtime.parts.resume(runtime, holdsTenantState);
      await runtime.persistence.rewrite();
      return { status: 204 };
    },
    advanceSandboxClock(request) {
      try {
        runtime.clock.advance(request.body.advanceSeconds);
      } catch (error) {
        if (!(error instanceof RangeError)) throw error;
        return problem(400, "Bad Request", `body $.advanceSeconds: ${error.message}`);
      }
      return { status: 200, body: { now: new Date(runtime.clock.now()).toISOString() } };
    },
  };
}
