// IntegrationProfileChangeStarted and IntegrationProfileChangeCompleted: the tenant's integration
// profile is changed (an integration request), and the two events go, paired, to every data source
// the old or the new profile names. The new profile is the one in force under a new id (with `on`'s
// source among its items); a tenant without a profile gets one naming the sources that receive
// the events. A request that does not end in Success leaves the profile in force.
import type { RequestStatus } from "../../../../src/events/index.js";
import { changeIntegrationProfile } from "../data-integration/model/profile-change.js";
import { namedSources, NO_PROFILE_ID, profileState } from "../data-integration/model/profiles.js";
import { registrations } from "../data-integration/model/registrations.js";
import { nobodyReceives, receives, receivers } from "./receivers.js";
import { notFound, setValue, TriggerRefusal, type Trigger, type TriggerRun } from "./trigger.js";
import { newId } from "../kernel/ids.js";

/** `on` and `sourceId` name the same source, which must exist. */
function namedSource(run: TriggerRun): string | undefined {
  const set = setValue<string>(run, "sourceId");
  if (run.on !== undefined && set !== undefined && set !== run.on)
    throw new TriggerRefusal(400, `set $.sourceId: ${set} is not the data source on names (${run.on})`);
  const sourceId = run.on ?? set;
  if (sourceId !== undefined && !registrations(run.tenant).sources.has(sourceId))
    throw notFound("data source", sourceId, run.tenant.tenantId);
  return sourceId;
}

/** The request's status: set, or told by wasSuccess (which must agree), else Success. */
function requestStatusOf(run: TriggerRun): RequestStatus {
  const status = setValue<RequestStatus>(run, "requestStatus");
  const wasSuccess = setValue<boolean>(run, "wasSuccess");
  if (status !== undefined && wasSuccess !== undefined && wasSuccess !== (status === "Success")) {
    throw new TriggerRefusal(
      400,
      `set $.wasSuccess: ${String(wasSuccess)} contradicts ` +
        `requestStatus ${status}; wasSuccess mirrors whether the request ` +
        `succeeded`,
    );
  }
  return status ?? (wasSuccess === false ? "Failed" : "Success");
}

function runProfileChange(run: TriggerRun): void {
  const state = profileState(run.tenant);
  const previousId = state.profile?.id ?? NO_PROFILE_ID;
  const hadProfile = state.profile !== undefined;
  const sourceId = namedSource(run);
  const requestStatus = requestStatusOf(run);
  const current = setValue<string>(run, "currentProfileId");
  const completed = run.messageType === "PLATFORM.DataService.IntegrationProfileChangeCompleted";
  // currentProfileId of Started, and of a Completed that failed, is the profile in force; of a successful Completed,
  // the new one.
  const currentIsNew = completed && requestStatus === "Success";
  if (current !== undefined && !currentIsNew && current !== previousId) {
    throw new TriggerRefusal(
      400,
      `set $.currentProfileId: the profile in force in tenant ${run.tenant.tenantId} is ${previousId}` +
        `; currentProfileId mirrors it${completed ? " when the request does not succeed" : ""}`,
    );
  }
  const targetProfileId = setValue<string>(run, "targetProfileId") ?? (currentIsNew ? current : undefined) ?? newId();
  const items = [...(state.profile?.items ?? [])];
  const named = new Set(namedSources(state));
  const added =
    sourceId !== undefined
      ? [sourceId]
      : !hadProfile
        ? receivers(run.tenant, run.messageType, run.brokerOn).map((s) => s.sourceId)
        : [];
  for (const id of added) if (!named.has(id)) items.push({ dataSourceId: id });
  const profile = { isSelected: true, released: true, deleted: false, ...state.profile, id: targetProfileId, items };
  const sources = registrations(run.tenant).sources;
  const affected = [...new Set([...named, ...added])].map((id) => sources.get(id)).filter((s) => s !== undefined);
  if (sourceId !== undefined && !receives(sources.get(sourceId)!, run.messageType, run.brokerOn))
    throw nobodyReceives(run.tenant, run.messageType, `data source ${sourceId}`);
  if (!affected.some((source) => receives(source, run.messageType, run.brokerOn)))
    throw nobodyReceives(run.tenant, run.messageType, { among: "named by the integration profile" });
  const value = {
    tenantId: run.tenant.tenantId,
    profile,
    availableFeatures: state.features,
    availableModels: state.models,
  };
  changeIntegrationProfile(run.context.gateway, run.tenant, value, {
    requestId: setValue<string>(run, "requestId") ?? newId(),
    requestStatus,
  });
  if (requestStatus === "Success")
    (hadProfile ? run.changed : run.created)({ kind: "integration-profile", id: targetProfileId, state: "current" });
}

const SOURCE = {
  takes: "the data source named by the new profile (as on); every affected source gets the events",
} as const;
const REQUEST = { takes: "the integration request's id" } as const;

export const integrationProfileChangeStarted: Trigger = {
  on: "data source",
  fields: {
    sourceId: SOURCE,
    requestId: REQUEST,
    currentProfileId: { takes: "nothing new: it must be the profile in force" },
    targetProfileId: { takes: "the id of the new profile" },
  },
  run: runProfileChange,
};

export const integrationProfileChangeCompleted: Trigger = {
  on: "data source",
  fields: {
    sourceId: SOURCE,
    requestId: REQUEST,
    requestStatus: {
      takes: "how the request ends: Success puts the new profile in force, Failed and Canceled leave the old one",
    },
    currentProfileId: { takes: "the id of the new profile on Success; otherwise it must be the profile in force" },
    wasSuccess: { takes: "whether the request succeeds (it must agree with requestStatus)" },
  },
  run: runProfileChange,
};
