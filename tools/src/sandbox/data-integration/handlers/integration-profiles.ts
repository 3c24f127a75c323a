// Integration profiles (V2): "the effective tenant-wide configuration of active integration
// scenarios and features", set through the seed or the control API. A tenant without one answers
// 412: "412 for unsatisfied requirements such as a missing integration profile".
import type { operations } from "../../../../../generated/types/data-integration.js";
import { problem } from "../../kernel/answer.js";
import type { TenantHandlerMap } from "../../kernel/handler-map.js";
import type { Tenant } from "../../kernel/store.js";
import { profileState } from "../model/profiles.js";
import { callerOf } from "./caller.js";

/** The 412; its body is "not shown" (documented as any media type), so the sandbox sends a problem object as JSON. */
export function missingProfile(tenant: Tenant): { status: 412; body: unknown } {
  const { body } = problem(
    412,
    "Precondition Failed",
    `tenant ${tenant.tenantId} has no integration profile ("412 for ` +
      `unsatisfied requirements such as a missing integration profile")`,
  );
  return { status: 412, body };
}

/** Whether the source takes part in the profile: no `sourceId` means every one. */
const concerns = (sourceId: string | undefined, sourceIds: readonly string[] | undefined) =>
  sourceId === undefined || (sourceIds ?? []).includes(sourceId);

export function createIntegrationProfileHandlers(): TenantHandlerMap<operations> {
  return {
    getCurrentIntegrationProfile(request) {
      const { tenant } = callerOf(request);
      const { profile } = profileState(tenant);
      if (profile === undefined) return missingProfile(tenant);
      const sourceId = request.parameters.sourceId;
      return {
        status: 200,
        body: {
          ...profile,
          items: (profile.items ?? []).filter((item) => sourceId === undefined || item.dataSourceId === sourceId),
        },
      };
    },
    getAvailableFeatures(request) {
      const { tenant } = callerOf(request);
      const state = profileState(tenant);
      if (state.profile === undefined) return missingProfile(tenant);
      const items = state.features.filter((f) => concerns(request.parameters.sourceId, f.inputSourceIds));
      return { status: 200, body: { totalCount: items.length, items } };
    },
    getAvailableModels(request) {
      const { tenant } = callerOf(request);
      const state = profileState(tenant);
      if (state.profile === undefined) return missingProfile(tenant);
      const items = state.models.filter((m) => concerns(request.parameters.sourceId, m.inputSourceIds));
      return { status: 200, body: { totalCount: items.length, items } };
    },
  };
}
