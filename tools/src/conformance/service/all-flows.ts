// Every flow of the kit, in the order they run: by capability (CAPABILITIES), `spec` last.
import { CAPABILITIES } from "./service-check.js";
import type { Flow } from "./flow.js";
import { AUTH_FLOWS } from "./flows/auth.js";
import { BROKER_FLOWS } from "./flows/broker.js";
import { CATALOGUE_FLOWS } from "./flows/catalogue.js";
import { DATA_AGENT_FLOWS } from "./flows/data-agent.js";
import { DATA_PUBLISHING_FLOWS } from "./flows/data-publishing.js";
import { DATA_QUERYING_FLOWS } from "./flows/data-querying.js";
import { DATA_REGISTRATION_FLOWS } from "./flows/data-registration.js";
import { EVENT_FLOWS } from "./flows/events.js";
import { FILE_FLOWS } from "./flows/files.js";
import { IDENTITY_FLOWS } from "./flows/identity.js";
import { ORDER_FLOWS } from "./flows/orders.js";
import { OTHER_TENANT_FLOWS } from "./flows/other-tenant.js";
import { SPEC_FLOWS } from "./flows/spec.js";

export const FLOWS: readonly Flow[] = [
  ...IDENTITY_FLOWS,
  ...AUTH_FLOWS,
  ...OTHER_TENANT_FLOWS,
  ...DATA_REGISTRATION_FLOWS,
  ...DATA_AGENT_FLOWS,
  ...DATA_PUBLISHING_FLOWS,
  ...DATA_QUERYING_FLOWS,
  ...ORDER_FLOWS,
  ...FILE_FLOWS,
  ...CATALOGUE_FLOWS,
  ...EVENT_FLOWS,
  ...BROKER_FLOWS,
  ...SPEC_FLOWS,
].sort((a, b) => CAPABILITIES.indexOf(a.capability) - CAPABILITIES.indexOf(b.capability));
