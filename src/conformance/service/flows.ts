// Every flow of the kit, in the order they run: by capability (CAPABILITIES), `spec` last.
import { CAPABILITIES } from "./check.js";
import type { Flow } from "./flow.js";
import { AUTH_FLOWS } from "./flows/auth.js";
import { IDENTITY_FLOWS } from "./flows/identity.js";

export const FLOWS: readonly Flow[] = [...IDENTITY_FLOWS, ...AUTH_FLOWS].sort((a, b) => CAPABILITIES.indexOf(a.capability) - CAPABILITIES.indexOf(b.capability));
