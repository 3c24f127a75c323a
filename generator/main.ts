import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleSpec, type BundledSpec } from "./bundle.js";
import { buildEnums } from "./enums.js";
import { buildBroker } from "./broker.js";
import { buildEvents } from "./events.js";
import { buildFacts } from "./facts.js";
import { diffGenerated, writeGenerated, type GeneratedFiles } from "./output.js";
import { extractSchemas } from "./schemas.js";
import { SpecError } from "./spec-error.js";
import { buildStateMachines } from "./state-machines.js";
import { buildTypes } from "./types.js";
import { buildBusinessRules } from "./business-rules.js";
import { buildValidators } from "./validators.js";

const projectRoot = resolve(fileURLToPath(import.meta.url), "../..");
const specsRoot = join(projectRoot, "specs");
const outDir = join(projectRoot, "generated");

/** Every spec under specs/openapi and specs/asyncapi, bundled, in a stable order. */
export function bundleAll(root: string = specsRoot, version?: string): BundledSpec[] {
  return ["openapi", "asyncapi"].flatMap((folder) => {
    let names: string[];
    try {
      names = readdirSync(join(root, folder))
        .filter((name) => name.endsWith(".yaml"))
        .sort();
    } catch {
      names = [];
    }
    return names.map((name) => bundleSpec(root, join(root, folder, name), version));
  });
}

export async function generate(): Promise<GeneratedFiles> {
  const { version } = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string };
  const specs = bundleAll(specsRoot, version);
  const files: GeneratedFiles = new Map();
  const machineSpecs: string[] = [];
  for (const spec of specs) {
    files.set(`specs/${spec.name}.json`, `${JSON.stringify(spec.document, null, 2)}\n`);
    if (spec.kind === "openapi") files.set(`types/${spec.name}.ts`, await buildTypes(spec));
    const machines = buildStateMachines(spec);
    if (machines !== undefined) {
      files.set(`state-machines/${spec.name}.ts`, machines);
      machineSpecs.push(spec.name);
    }
  }
  const schemas = extractSchemas(specs);
  for (const { title, schema } of schemas) {
    files.set(`schemas/${title}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
  }
  for (const spec of specs.filter((s) => s.kind === "asyncapi")) {
    for (const [name, content] of await buildEvents(spec, schemas)) files.set(name, content);
    files.set("events/broker.ts", buildBroker(spec, schemas));
  }
  files.set("enums.ts", buildEnums(schemas));
  files.set("facts.ts", buildFacts(specs, schemas, machineSpecs));
  const validators = buildValidators(schemas);
  files.set("validators/index.js", validators.js);
  files.set("validators/index.d.ts", validators.dts);
  const rules = buildBusinessRules(schemas);
  files.set("validators/rules.js", rules.js);
  files.set("validators/rules.d.ts", rules.dts);
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function main(args: readonly string[]): Promise<number> {
  const files = await generate();
  if (args.includes("--check")) {
    const differing = diffGenerated(outDir, files);
    if (differing.length > 0) {
      console.error(
        `generated/ is out of date with specs/ (run npm run generate and commit):\n  ${differing.join("\n  ")}`,
      );
      return 1;
    }
    console.log(`generated/ matches specs/ (${files.size} files)`);
    return 0;
  }
  writeGenerated(outDir, files);
  console.log(`generated/: ${files.size} files written`);
  return 0;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof SpecError ? `spec error: ${error.message}` : error);
      process.exit(1);
    },
  );
}
