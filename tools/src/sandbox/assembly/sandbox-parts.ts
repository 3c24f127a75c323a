// The one list of the sandbox's parts, in the order they open: what holds state besides a service
// (violations, the clock, faults, the journal, the identity provider, the broker channel, the
// gateway), then each service module of services.ts with the declaration of its per-tenant
// stores, its seed and what it resumes (service-module.ts).
import { brokerPart } from "../broker/part.js";
import { clockPart } from "../clock/clock-part.js";
import { faultsPart } from "../faults/faults.js";
import { gatewayPart } from "../gateway/part.js";
import { identityPart } from "../identity/module.js";
import { journalPart } from "../journal/journal.js";
import type { SandboxPart } from "../kernel/part.js";
import type { ServiceModule } from "../kernel/service-module.js";
import { SERVICE_MODULES } from "./services.js";
import { violationsPart } from "../journal/violations.js";

/** A service module as a part: its per-tenant stores, its seed and what it resumes. */
function servicePart(module: ServiceModule): SandboxPart {
  return {
    name: module.service,
    stores: module.stores,
    ...(module.applySeed === undefined ? {} : { applySeed: (context, seed) => module.applySeed!(context, seed) }),
    ...(module.resume === undefined ? {} : { resume: (context) => module.resume!(context) }),
  };
}

/** Every part of the sandbox, in the order they open (each may use those before it) and load. */
export const SANDBOX_PARTS: readonly SandboxPart<unknown>[] = [
  violationsPart,
  clockPart,
  faultsPart,
  journalPart,
  identityPart,
  brokerPart,
  gatewayPart,
  ...SERVICE_MODULES.map(servicePart),
] as readonly SandboxPart<unknown>[];
