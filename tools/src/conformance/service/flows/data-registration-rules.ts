// The data integration rules the registration flows check (V2, a second tenant, V1).
import { defineRules } from "../service-check.js";

export const REGISTRATION_RULES = defineRules("data-integration", {
  "v2-registration": [
    '"POST /api/v2/IntegrationAgents/Settings ... registration returned as in GET. ' +
      'Creates or updates." Settings answer "`{ agent, source, consumer }`"',
    "200 with agent.agentId and source.sourceId",
  ],
  "v2-settings-read": [
    '"GET /api/v2/IntegrationAgents/Settings | query sourceId | 200 `{ agent, source, consumer }`"',
    "200 with the agent and source the registration answered",
  ],
  "v2-ids-stable": [
    '"The data-agent and data-source GUIDs are generated once" and "An ' +
      'empty object `{}` only ensures and returns the registration."',
    "POST {} answers the same agentId and sourceId",
  ],
  "v2-null-no-change": [
    '"For PATCH-style bodies, null means no change and an empty string clears the value."',
    'description null keeps it; "" clears it',
  ],
  "v2-webhook-needs-address": [
    '"consumerWebhookUrl | string | mandatory when `Webhook`"',
    "4xx for consumerType Webhook without an address, the registration unchanged",
  ],
  "v2-not-registered-404": [
    '"GET /api/v2/IntegrationAgents/Settings ... 404 when the agent is not registered"',
    "404 for a service account that never registered",
  ],
  "profile-missing-412": [
    '"412 for unsatisfied requirements such as a missing integration profile"',
    "412 from IntegrationProfiles/Current and from GetData with a featureId in a tenant without a profile",
  ],
  "v1-import-agent": [
    '"POST /api/v1/Process/ImportDataAgent ... Body: `id` (uuid), `code` (string, mandatory, ' +
      'unique...). Registers or updates." "GET /api/v1/DataAgents/{id}: 200 when registered"',
    "2xx, then GET DataAgents/{id} 200",
  ],
  "v1-agent-by-code": [
    '"GET and HEAD /api/v1/DataAgents/{code} | code string (unique code of the instance) | 200; 404"',
    "200 for the imported agent's code",
  ],
  "v1-import-source": [
    '"POST /api/v1/Process/ImportDataSource ... `agentId` (uuid, mandatory), `name` (mandatory ' +
      'unique code)". "GET /api/v1/DataSources/{id}: 200 when registered, 404 when not."',
    "2xx, then GET DataSources/{id} 200",
  ],
  "v1-switch-enabled": [
    '"POST /api/v1/DataAgents/{id}/SwitchEnabled | query enabled (bool, required) | none | 200 ' +
      'without body"; "Data agent `enabled` flag: set by the SwitchEnabled operation."',
    "200, then the agent reads enabled false",
  ],
  "disabled-not-processed": [
    '"The data agent and the data source must both be enabled for data-integration processing to run."',
    "publishing to the disabled agent's source is refused or never reaches Success",
  ],
  "v1-delete-agent": ['"DELETE /api/v1/DataAgents/{id} | id uuid | | 204; 404"', "204, then GET DataAgents/{id} 404"],
});
