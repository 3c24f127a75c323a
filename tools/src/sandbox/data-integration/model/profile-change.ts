// A change of the tenant's integration profile as the affected data sources see it: "Profile
// change flow: IntegrationProfileChangeStarted is followed by IntegrationProfileChangeCompleted.
// The two are paired even on failure and are sent only to affected data sources." A change that
// does not succeed leaves the profile in force ("It reconfigures on success and continues without
// reconfiguration otherwise").
import type { components } from "../../../../../generated/types/sandbox-control.js";
import type { RequestStatus } from "../../../../../src/events/index.js";
import type { EventGateway } from "../../gateway/index.js";
import type { Tenant } from "../../kernel/store.js";
import { sendToSource } from "./data-events.js";
import { namedSources, NO_PROFILE_ID, profileState, setIntegrationProfile } from "./profiles.js";
import { registrations } from "./registrations.js";

type IntegrationProfileValue = components["schemas"]["SandboxIntegrationProfile"];

/** How the integration request ends, and its id. */
export interface ProfileChangeOutcome {
  readonly requestId: string;
  readonly requestStatus: RequestStatus;
}

/**
 * Changes the profile to `value` (only on `Success`) and sends the paired events to every data source
 * the old or the new profile names; returns the profile in force before and after.
 */
export function changeIntegrationProfile(
  gateway: EventGateway,
  tenant: Tenant,
  value: IntegrationProfileValue & { profile: { id: string } },
  outcome: ProfileChangeOutcome,
): { previousId: string; currentId: string } {
  const { requestId, requestStatus } = outcome;
  const targetProfileId = value.profile.id;
  const wasSuccess = requestStatus === "Success";
  let affected: Set<string>;
  let previousId: string;
  if (wasSuccess) ({ affected, previousId } = setIntegrationProfile(tenant, value));
  else {
    const state = profileState(tenant);
    previousId = state.profile?.id ?? NO_PROFILE_ID;
    affected = new Set([
      ...namedSources(state),
      ...namedSources({
        profile: value.profile,
        features: value.availableFeatures ?? [],
        models: value.availableModels ?? [],
      }),
    ]);
  }
  const currentProfileId = wasSuccess ? targetProfileId : previousId;
  const sources = registrations(tenant).sources;
  for (const sourceId of affected) {
    const source = sources.get(sourceId);
    if (source === undefined) continue;
    const headers = { "X-DataSourceId": sourceId };
    sendToSource(gateway, tenant, source, {
      messageType: "PLATFORM.DataService.IntegrationProfileChangeStarted",
      payload: { sourceId, requestId, currentProfileId: previousId, targetProfileId },
      headers,
    });
    sendToSource(gateway, tenant, source, {
      messageType: "PLATFORM.DataService.IntegrationProfileChangeCompleted",
      payload: { sourceId, requestId, requestStatus, currentProfileId, wasSuccess },
      headers,
    });
  }
  return { previousId, currentId: currentProfileId };
}
