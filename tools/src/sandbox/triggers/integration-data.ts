// IntegrationDataChanged: in profile mode, a data source named by an available feature of the
// tenant's integration profile publishes a record, and the sources with useIntegrationProfile are
// told of the processed result. Its ids mirror the profile, the feature (which stands for its
// scenario in the sandbox), the publisher and the queue item.
import { profileState } from "../data-integration/model/profiles.js";
import { changedRecord, newRecordItem, publish, publisher, targetModel } from "./publishing.js";
import { nobodyReceives, receivers } from "./receivers.js";
import { setValue, TriggerRefusal, type Trigger, type TriggerRun } from "./trigger.js";

function mustBe(run: TriggerRun, field: string, value: string, what: string): void {
  const set = setValue<string>(run, field);
  if (set !== undefined && set !== value) throw new TriggerRefusal(400, `set $.${field}: ${what} is ${value}`);
}

export const integrationDataChanged: Trigger = {
  on: "data source",
  fields: {
    sourceId: { takes: "the publisher (as on): a data source named by an available feature of the profile" },
    resultId: { refused: "the input queue assigns the queue item's id, which the result carries" },
    operationId: { takes: "the operationId of the published queue item" },
    profileId: {
      takes: "nothing new: it must be the profile in force (change it with IntegrationProfileChangeStarted)",
    },
    mapId: {
      refused: "the sandbox names the profile profileId (the one description that names it mapId is not followed)",
    },
    featureId: { takes: "nothing new: it must be the first available feature that names the publisher" },
    scenarioId: { takes: "nothing new: scenarios are not modelled, so it is the feature's id" },
  },
  run(run) {
    const { profile, features } = profileState(run.tenant);
    if (profile?.id === undefined)
      throw new TriggerRefusal(
        409,
        `tenant ${run.tenant.tenantId} has no integration profile: ${run.messageType}` +
          ` arises in profile mode only (POST /_sandbox/integration-profiles)`,
      );
    const set = setValue<string>(run, "sourceId");
    if (run.on !== undefined && set !== undefined && set !== run.on)
      throw new TriggerRefusal(400, `set $.sourceId: ${set} is not the data source on names (${run.on})`);
    const named = run.on ?? set;
    const feature = features.find(
      (f) => f.id !== undefined && (f.inputSourceIds ?? []).some((id) => named === undefined || id === named),
    );
    if (feature?.id === undefined) {
      throw new TriggerRefusal(
        409,
        `${named === undefined ? "no data source" : `data source ${named}`} is ` +
          `named by an available feature (inputSourceIds) of profile ${profile.id}` +
          `: ${run.messageType} arises for a queue item of such a source`,
      );
    }
    const source = publisher(run, named ?? feature.inputSourceIds![0]!);
    mustBe(run, "profileId", profile.id, `the profile in force in tenant ${run.tenant.tenantId}`);
    mustBe(run, "featureId", feature.id, `the first available feature naming data source ${source.sourceId}`);
    mustBe(run, "scenarioId", feature.id, `the scenario (the feature standing for it, ${feature.id})`);
    if (!receivers(run.tenant, run.messageType, run.brokerOn).some((s) => s.useIntegrationProfile))
      throw nobodyReceives(run.tenant, run.messageType, { among: "with useIntegrationProfile" });
    const item = publish(run, source, [newRecordItem(targetModel(run, undefined))], {
      operationId: setValue(run, "operationId"),
    });
    const record = changedRecord(run, item);
    run.created({ kind: "record", id: record.recordId, state: "live" });
  },
};
