import { compareEvents } from "./event-schemas.js";
import { oasdiffBreaking } from "./oasdiff.js";

export interface BreakingChange {
  /** The spec: its file, or the name the caller gave it. */
  readonly spec: string;
  /** Operation, path or message where it happens. */
  readonly location: string;
  readonly text: string;
  /** `error` breaks consumers; `warning` may (oasdiff's WARN level). */
  readonly level: "error" | "warning";
}

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- bundled documents are open JSON

const OASDIFF_LEVELS: Record<number, BreakingChange["level"]> = { 3: "error", 2: "warning" };

/**
 * Breaking changes from `base` to `revision` of one bundled spec: OpenAPI documents through oasdiff,
 * AsyncAPI documents through their event payload and header schemas. A spec that is gone is one
 * breaking change; a new spec breaks nothing. With `files`, oasdiff reads the files themselves, so
 * `$ref`s to neighbouring files resolve. `base` or `revision` is undefined where the spec is absent.
 */
export async function compareSpecs(
  spec: string,
  base: Json,
  revision: Json,
  files?: { base: string; revision: string },
): Promise<BreakingChange[]> {
  if (base === undefined) return [];
  if (revision === undefined) return [{ spec, location: spec, text: "spec removed", level: "error" }];
  if ("asyncapi" in base) {
    return compareEvents(base, revision).map(({ location, text }) => ({
      spec,
      location,
      text,
      level: "error" as const,
    }));
  }
  let changes;
  try {
    changes = await oasdiffBreaking(
      files ? { path: files.base } : { document: base },
      files ? { path: files.revision } : { document: revision },
    );
  } catch (error) {
    throw new Error(`cannot compare ${spec}: ${(error as Error).message}`, { cause: error });
  }
  return changes.flatMap((change) => {
    const level = OASDIFF_LEVELS[change.level ?? 0];
    if (level === undefined) return [];
    return [
      {
        spec,
        location: `${change.operation ?? ""} ${change.path ?? ""}`.trim(),
        text: change.text ?? change.id ?? "change",
        level,
      },
    ];
  });
}
