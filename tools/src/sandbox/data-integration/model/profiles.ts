// Integration profiles (V2): "the effective tenant-wide configuration of active integration
// scenarios and features", set through the seed or the control API.
import type { components } from "../../../../../generated/types/data-integration.js";
import type { components as ControlComponents } from "../../../../../generated/types/sandbox-control.js";
import { declareDocument, type Tenant } from "../../kernel/store.js";

type Schemas = components["schemas"];

export interface ProfileState {
  profile: Schemas["IntegrationProfile"] | undefined;
  features: Schemas["AvailableFeature"][];
  models: Schemas["AvailableModel"][];
}

/** The tenant's integration profile with its available features and models. */
export const PROFILE = declareDocument<ProfileState>("data-integration.profile", {
  create: () => ({ profile: undefined, features: [], models: [] }),
  save: (state) => state,
  load: (json) => {
    const { profile, features, models } = json as Partial<ProfileState>;
    return { profile: profile ?? undefined, features: features ?? [], models: models ?? [] };
  },
});

export function profileState(tenant: Tenant): ProfileState {
  return tenant.get(PROFILE);
}

/** "currentProfileId" of a tenant that had no profile before: the nil UUID (what stands there is not shown). */
export const NO_PROFILE_ID = "00000000-0000-0000-0000-000000000000";

/** The data sources a profile names: its items', its available features' and models' input sources. */
export function namedSources(profile: ProfileState): string[] {
  return [
    ...(profile.profile?.items ?? []).map((i) => i.dataSourceId),
    ...profile.features.flatMap((f) => f.inputSourceIds ?? []),
    ...profile.models.flatMap((m) => m.inputSourceIds ?? []),
  ].filter((id): id is string => id !== undefined);
}

/** Puts a profile in force and returns the data sources it or the one before names ("affected data sources"). */
export function setIntegrationProfile(
  tenant: Tenant,
  value: ControlComponents["schemas"]["SandboxIntegrationProfile"],
): { affected: Set<string>; previousId: string } {
  const state = profileState(tenant);
  const affected = new Set(namedSources(state));
  const previousId = state.profile?.id ?? NO_PROFILE_ID;
  state.profile = value.profile;
  state.features = value.availableFeatures ?? [];
  state.models = value.availableModels ?? [];
  for (const id of namedSources(state)) affected.add(id);
  return { affected, previousId };
}
