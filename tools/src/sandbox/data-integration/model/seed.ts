// The data integration service's part of a seed: data models and integration profiles.
import type { SandboxSeed } from "../../kernel/seed.js";
import type { TenantStates } from "../../kernel/store.js";
import { addDataModel } from "./data-models.js";
import { setIntegrationProfile } from "./profiles.js";

/** Applies the seed's data models and integration profiles; the error's message starts with the seed's JSON path. */
export function applyDataIntegrationSeed(tenants: TenantStates, seed: SandboxSeed): void {
  (seed.dataModels ?? []).forEach((model, i) => {
    const refusal = addDataModel(tenants.of(model.tenantId), model);
    if (refusal !== undefined) throw new Error(`$.dataModels[${i}]: ${refusal}`);
  });
  for (const profile of seed.integrationProfiles ?? []) setIntegrationProfile(tenants.of(profile.tenantId), profile);
}
