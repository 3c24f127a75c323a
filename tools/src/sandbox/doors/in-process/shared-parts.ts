// What every sandbox in process reuses, made once per process on first use: the specs and their
// route tables, the validator with the schemas it compiled, and the signing key. Each is immutable
// once made (the validator only adds compiled schemas, which hold no state of any sandbox), so a
// fresh sandbox per test costs its own state only, and two sandboxes still share no state.
import { join } from "node:path";
import { listMockServices, type MockService } from "../../../mock/services.js";
import { packageRoot } from "../../../package-root.js";
import { SANDBOX_PARTS } from "../../assembly/sandbox-parts.js";
import { loadServedDocuments, sandboxValidator, servedSpecs } from "../../assembly/served-documents.js";
import { createSigningKeys, type SavedSigningKeys } from "../../identity/model/signing-keys.js";
import { DEFAULT_LIMITS } from "../../kernel/limits.js";
import type { ServedSpecs } from "../../pipeline/pipeline.js";
import type { SpecValidator } from "../../validation/index.js";

/** The services of the bundled specs, and what the pipeline of each serves. */
export interface LoadedSpecs {
  readonly specsDir: string;
  readonly services: readonly MockService[];
  readonly served: ReadonlyMap<string, ServedSpecs>;
  readonly knownOperations: ReadonlySet<string>;
  readonly validator: SpecValidator;
}

let loaded: LoadedSpecs | undefined;
let signingKeys: SavedSigningKeys | undefined;

export function sharedSpecs(): LoadedSpecs {
  if (loaded !== undefined) return loaded;
  const specsDir = join(packageRoot(), "generated", "specs");
  const services = listMockServices(specsDir);
  const documents = loadServedDocuments({ specsDir, services });
  const served = new Map<string, ServedSpecs>(
    services.map((service) => [service.name, servedSpecs(documents, service.name, SANDBOX_PARTS)]),
  );
  // The validator startSandbox makes with the default limits.
  const validator = sandboxValidator(documents, services, DEFAULT_LIMITS.jsonDepth);
  loaded = { specsDir, services, served, knownOperations: documents.knownOperations, validator };
  return loaded;
}

/**
 * The key ring every sandbox in process signs with unless it asks for a fresh key: a 2048-bit RSA key costs about 100
 * ms to make.
 */
export function sharedSigningKeys(): SavedSigningKeys {
  signingKeys ??= createSigningKeys().save();
  return signingKeys;
}
