// The control API (specs/openapi/sandbox-control.yaml), served under /_sandbox/ on every port: its
// sandbox-wide operations (each service answers its own through its module).
// Requests arrive validated against that spec, so the handlers only do what the spec describes.
import type { operations } from "../../../../generated/types/sandbox-control.js";
import { problem } from "../kernel/answer.js";
import type { HandlerMap } from "../kernel/handler-map.js";
import { SandboxIdentityError } from "../identity/index.js";
import { createDeliveryHandlers } from "./delivery-endpoints.js";
import type { SandboxRuntime } from "./sandbox-runtime.js";
import { createProviderStateHandlers } from "./provider-states.js";
import { addServiceAccount, addTenant } from "./registrations.js";
import { createTenantStateHandlers } from "./tenant-state-endpoints.js";
import { createTriggerHandlers } from "./trigger-endpoint.js";

export function createControlHandlers(runtime: SandboxRuntime): HandlerMap<operations> {
  return {
    ...createProviderStateHandlers(runtime),
    ...createTriggerHandlers(runtime),
    ...createDeliveryHandlers(runtime),
    ...createTenantStateHandlers(runtime),
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
