// The control API's tenant state: one tenant's stores exported, and imported in place of what it held (within the
// import's limits and keys), then saved.
import type { operations } from "../../../../generated/types/sandbox-control.js";
import { fileContentPart } from "../file-content/index.js";
import { problem } from "../kernel/answer.js";
import type { HandlerMap } from "../kernel/handler-map.js";
import { holdsTenantState } from "../kernel/part.js";
import { checkImportKeys } from "./import-keys.js";
import { checkImportLimits } from "./import-limits.js";
import type { SandboxRuntime } from "./sandbox-runtime.js";
import { exportTenantState, importTenantState, TenantStateError } from "./tenant-state.js";

export function createTenantStateHandlers(runtime: SandboxRuntime): HandlerMap<operations> {
  return {
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
  };
}
