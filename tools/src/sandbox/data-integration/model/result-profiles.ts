// The profile each processed queue item was processed under, so a consumer can read a result by
// "the original" profile (useCurrentProfile=false) after the profile changed.
import type { components } from "../../../../../generated/types/data-integration.js";
import { declareTable, type Tenant } from "../../kernel/store.js";
import { profileState } from "./profiles.js";
import type { QueueItem } from "./queue-items.js";

type Schemas = components["schemas"];

/** The profile a result was processed under: its id and the models it gave each publisher source. */
export interface ProfileSnapshot {
  readonly id: string | null;
  readonly models: readonly Schemas["AvailableModel"][];
}

/** The profile each processed queue item was processed under (`null`: none), by queueItemId. */
export const RESULT_PROFILES = declareTable<ProfileSnapshot | null>("data-integration.result-profiles", {
  save: (snapshot) => snapshot,
  load: (json) => json as ProfileSnapshot | null,
});

export const originalProfiles = (tenant: Tenant) => tenant.get(RESULT_PROFILES);

export function snapshot(tenant: Tenant): ProfileSnapshot | null {
  const { profile, models } = profileState(tenant);
  return profile === undefined ? null : { id: profile.id ?? null, models: [...models] };
}

/** Keeps the profile a queue item was processed under: `useCurrentProfile=false` reads "the original". */
export function rememberProfile(tenant: Tenant, item: QueueItem): void {
  originalProfiles(tenant).set(item.queueItemId, snapshot(tenant));
}

/**
 * "In profile mode the publisher sources that a consumer sees are filtered automatically by the profile": an available
 * model lists its input sources.
 */
export const profileAdmits = (profile: ProfileSnapshot, publisherSourceId: string, modelId: string) =>
  profile.models.some((model) => model.id === modelId && (model.inputSourceIds ?? []).includes(publisherSourceId));
