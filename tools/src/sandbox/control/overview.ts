// The control API's overview for the inspector (`/_sandbox/ui/`): the sandbox's time, services,
// tenants, service accounts, faults, violations, what it keeps only up to a limit, and the broker.
// What each service holds, the inspector reads through that service's own module.
import type { components, operations } from "../../../../generated/types/sandbox-control.js";
import type { HandlerMap } from "../kernel/handler-map.js";
import { JOURNAL_BYTES, JOURNAL_LIMIT } from "../journal/journal.js";
import { VIOLATIONS_PER_TENANT, type SandboxRuntime } from "./sandbox-runtime.js";
import { brokerPart } from "../broker/part.js";

type Schemas = components["schemas"];

/** A service port of the running sandbox, as the overview lists it. */
export type InspectedService = Schemas["SandboxOverview"]["services"][number];

/** What the sandbox keeps only up to a limit, so nothing it drops goes unsaid. */
function keptUpToALimit(runtime: SandboxRuntime): Schemas["SandboxOverview"]["limits"] {
  const { count, bytes } = runtime.gateway.historyLimits;
  return [
    {
      what: "finished deliveries (Delivered, Failed, Expired)",
      limit: `${count} or ${bytes} bytes per tenant`,
      option: "--deliveries-per-tenant, --delivery-history-bytes",
      dropped: runtime.gateway.evicted(),
    },
    {
      what: "answers that broke the spec (violations)",
      limit: `${VIOLATIONS_PER_TENANT} per tenant`,
      option: null,
      dropped: runtime.violationsEvicted,
    },
    {
      what: "journal entries (GET /_sandbox/journal)",
      limit: `the newest ${JOURNAL_LIMIT} or ${JOURNAL_BYTES} bytes`,
      option: null,
      dropped: runtime.journal.dropped,
    },
  ];
}

export function createOverviewHandlers(
  runtime: SandboxRuntime,
  services: readonly InspectedService[],
): HandlerMap<operations> {
  return {
    getSandboxOverview() {
      return {
        status: 200,
        body: {
          now: new Date(runtime.clock.now()).toISOString(),
          services: services.map(({ name, port, url }) => ({ name, port, url })),
          tenants: runtime.identity.tenants.list().map((tenant) => ({ ...tenant })),
          serviceAccounts: runtime.identity.serviceAccounts.list().map(({ clientId, tenantIds, roles }) => ({
            clientId,
            tenantIds: [...tenantIds],
            roles: [...(roles ?? [])],
          })),
          faults: runtime.faults.list().map(({ fault, left }) => ({ ...fault, left })),
          violations: runtime.violations.map(({ operationId, status, violations }) => ({
            operationId,
            status,
            violations: [...violations],
          })),
          limits: keptUpToALimit(runtime),
          broker: runtime.instance(brokerPart)?.status() ?? null,
        },
      };
    },
  };
}
