// The one list of the sandbox's parts, in the order they open: what holds state besides a service
// (violations, the clock, faults, the journal, the identity provider, the broker channel, the
// gateway), then the services. A part that answers a spec's operations says so (`service`, part.ts);
// a service of the specs without a part answers from its spec's examples.
import { brokerPart } from "../broker/part.js";
import { clockPart } from "../clock/clock-part.js";
import { connectorCataloguePart } from "../connector-catalogue/index.js";
import { dataIntegrationPart } from "../data-integration/index.js";
import { faultsPart } from "../faults/faults.js";
import { fileContentPart } from "../file-content/index.js";
import { gatewayPart } from "../gateway/part.js";
import { identityPart } from "../identity/module.js";
import { journalPart } from "../journal/journal.js";
import { violationsPart } from "../journal/violations.js";
import type { AnyPart } from "../kernel/part.js";
import { orderIntegrationPart } from "../order-integration/index.js";

/** Every part of the sandbox, in the order they open (each may use those before it) and load. */
export const SANDBOX_PARTS: readonly AnyPart[] = [
  violationsPart,
  clockPart,
  faultsPart,
  journalPart,
  identityPart,
  brokerPart,
  gatewayPart,
  dataIntegrationPart,
  orderIntegrationPart,
  fileContentPart,
  connectorCataloguePart,
];

/** Whether calls of the spec `service` need a token with tenant context, as the part that answers it says. */
export function needsTenantContext(parts: readonly AnyPart[], service: string): boolean {
  return parts.some((part) => part.service?.spec === service && part.service.tenantContext);
}
