import { compareSpecs, type BreakingChange } from "../breaking/compare-specs.js";
import { SpecInputError, specPairs } from "../breaking/spec-files.js";
import { UsageError, type Command } from "./command.js";

export const breakingCommand: Command = {
  name: "breaking",
  summary: "breaking changes between two versions of OpenAPI/AsyncAPI specs",
  description: `Compares <base> with <revision>: two spec files, or two folders whose spec files
(.json, .yaml, .yml) are matched by file name. OpenAPI through oasdiff, AsyncAPI through the event
payload and header JSON Schemas (a removed or newly required property, a narrowed enum, a changed
type, a removed message break consumers). A spec removed from the folder is breaking.
Exit 0 when compatible, 1 when a change breaks consumers (each printed with where it is), 2 when
the comparison cannot run (missing file, not a spec, two kinds of spec, no oasdiff here).`,
  positionals: [
    { name: "base", description: "the spec file or folder consumers rely on (e.g. the main branch's)" },
    { name: "revision", description: "the changed spec file or folder" },
  ],
  options: {},
  async run({ positionals }) {
    const [base, revision] = positionals as [string, string];
    const changes: BreakingChange[] = [];
    try {
      for (const pair of specPairs(base, revision)) {
        const spec = pair.revision?.path ?? pair.base!.path;
        const files = pair.base && pair.revision ? { base: pair.base.path, revision: pair.revision.path } : undefined;
        changes.push(...(await compareSpecs(spec, pair.base?.document, pair.revision?.document, files)));
      }
    } catch (error) {
      if (error instanceof SpecInputError) throw new UsageError(error.message);
      throw new UsageError(`cannot compare: ${(error as Error).message}`);
    }
    for (const change of changes)
      console.log(`${change.level.padEnd(7)} ${change.spec}: ${change.location}: ${change.text}`);
    const breaking = changes.filter((c) => c.level === "error").length;
    console.log(
      `breaking: ${base} -> ${revision}: ${breaking} breaking change(s), ${changes.length - breaking} warning(s)`,
    );
    return breaking > 0 ? 1 : 0;
  },
};
