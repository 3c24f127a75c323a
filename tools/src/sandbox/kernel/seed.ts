// The seed: what the sandbox holds after its start and after every reset. A seed file is YAML or
// JSON and is validated against the SandboxSeed schema (specs/schemas/sandbox/SandboxSeed.yaml).
import type { components } from "../../../../generated/types/sandbox-control.js";
import { describeValidationErrors, validators } from "../../../../src/validators/index.js";
import { readInputFile } from "../../input-file.js";

export type SandboxSeed = components["schemas"]["SandboxSeed"];
type TenantStateDocument = components["schemas"]["SandboxTenantState"];

/** The tenant of the default seed: the `tid` of its service account's tokens. */
export const DEFAULT_TENANT_ID = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

/** The connector catalogue's provider in the default seed (the providerId of the spec's example). */
export const DEFAULT_PROVIDER_ID = "2b8e4f6a-0c1d-4e3f-a5b7-c9d1e3f5a7b9";

/**
 * The default seed: one tenant, one service account and one connector provider, printed at the start and written in the
 * README.
 */
export const DEFAULT_SEED: SandboxSeed = {
  tenants: [{ id: DEFAULT_TENANT_ID, name: "Sandbox Tenant", vendorCode: "12345678|CZ" }],
  serviceAccounts: [
    {
      clientId: "sandbox-client",
      clientSecret: "sandbox-secret",
      tenantIds: [DEFAULT_TENANT_ID],
      roles: ["TenantAdmin"],
    },
  ],
  providers: [{ id: DEFAULT_PROVIDER_ID, name: "Sandbox On-Premise Provider" }],
};

/** A seed file that cannot be read, parsed or validated; the message names the file and the JSON path. */
export class SeedFileError extends Error {
  override readonly name = "SeedFileError";
}

/**
 * Checks a seed value; `source` names it in the error (a file name, or `seed`). A tenant state
 * document (`GET /_sandbox/state/{tenantId}`, told apart by its `layoutVersion`) is a seed of that
 * one tenant state with the default seed's providers, so a CI job starts from a captured state.
 */
export function validateSeed(value: unknown, source: string): SandboxSeed {
  if (typeof value === "object" && value !== null && "layoutVersion" in value) {
    if (validators.SandboxTenantState(value))
      return { providers: DEFAULT_SEED.providers!, tenantStates: [value as TenantStateDocument] };
    throw new SeedFileError(
      `${source}: not a valid tenant state ` +
        `document: ${describe(validators.SandboxTenantState.errors, "SandboxTenantState", value)}`,
    );
  }
  if (validators.SandboxSeed(value)) return value as SandboxSeed;
  throw new SeedFileError(
    `${source}: not a valid sandbox seed: ${describe(validators.SandboxSeed.errors, "SandboxSeed", value)}`,
  );
}

function describe(
  errors: typeof validators.SandboxSeed.errors,
  schema: "SandboxSeed" | "SandboxTenantState",
  value: unknown,
): string {
  return describeValidationErrors(errors, { schema, value })
    .map((p) => `${p.path} ${p.message}`)
    .join("; ");
}

/** Reads, parses (YAML is a superset of JSON) and validates a seed file; the YAML parser loads only for one. */
export async function loadSeedFile(file: string): Promise<SandboxSeed> {
  let text: string;
  try {
    text = readInputFile(file);
  } catch (error) {
    throw new SeedFileError(`${file}: cannot be read: ${(error as Error).message}`);
  }
  const { parse } = await import("yaml");
  let value: unknown;
  try {
    value = parse(text);
  } catch (error) {
    throw new SeedFileError(`${file}: is neither YAML nor JSON: ${(error as Error).message}`);
  }
  return validateSeed(value ?? {}, file);
}
