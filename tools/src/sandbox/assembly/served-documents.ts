// What the sandbox serves, read from the specs once per start (or once per process in process): the
// spec documents of the services chosen and of the control API, their operations, what each port's
// pipeline routes, and the validator over the documents. Every door takes them from here, so the
// validator's options are written once.
import { join } from "node:path";
import type { MockService } from "../../mock/services.js";
import type { AnyPart } from "../kernel/part.js";
import {
  indexOperations,
  listSpecOperations,
  loadSpecDocument,
  type Json,
  type OperationIndex,
  type SpecOperation,
} from "../kernel/route-table.js";
import type { ServedSpecs } from "../pipeline/pipeline.js";
import { createSpecValidator, type SpecValidator } from "../validation/index.js";
import { needsTenantContext } from "./sandbox-parts.js";

/** The spec documents of the services chosen and of the control API, and their operations. */
export interface ServedDocuments {
  readonly documents: Map<string, Json>;
  readonly control: OperationIndex;
  readonly operations: ReadonlyMap<string, readonly SpecOperation[]>;
  readonly knownOperations: ReadonlySet<string>;
}

export function loadServedDocuments(where: {
  readonly specsDir: string;
  readonly services: readonly MockService[];
}): ServedDocuments {
  const documents = new Map<string, Json>(where.services.map((s) => [s.name, loadSpecDocument(s.specFile)]));
  const controlDocument = loadSpecDocument(join(where.specsDir, "sandbox-control.json"));
  documents.set("sandbox-control", controlDocument);
  const knownOperations = new Set<string>();
  const operations = new Map<string, SpecOperation[]>();
  for (const service of where.services) {
    const listed = listSpecOperations(service.name, documents.get(service.name));
    for (const op of listed) knownOperations.add(op.operationId);
    operations.set(service.name, listed);
  }
  return {
    documents,
    control: indexOperations(listSpecOperations("sandbox-control", controlDocument)),
    operations,
    knownOperations,
  };
}

/** What the pipeline of `service`'s port routes: its operations, the control API's, and whether it needs a tenant. */
export function servedSpecs(served: ServedDocuments, service: string, parts: readonly AnyPart[]): ServedSpecs {
  return {
    service,
    operations: indexOperations(served.operations.get(service)!),
    control: served.control,
    tenantRequired: needsTenantContext(parts, service),
  };
}

/**
 * The validator of every served document. The control API is the operator's: its bodies (a tenant state with its
 * files) are bounded by its body limit only.
 */
export function sandboxValidator(
  served: ServedDocuments,
  services: readonly MockService[],
  jsonDepth: number,
): SpecValidator {
  return createSpecValidator(served.documents, {
    jsonDepth,
    boundedText: new Set(services.map((s) => s.name)),
    trustRecordValues: true,
  });
}
