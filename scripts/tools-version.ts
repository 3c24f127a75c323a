// Part of `npm run version`: changesets bumps the root package; the tools package takes the same
// version and depends on exactly that runtime, so the two are always released as a pair.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const file = join(root, "tools", "package.json");
const tools = JSON.parse(readFileSync(file, "utf8")) as { version: string; dependencies: Record<string, string> };
tools.version = version;
tools.dependencies["@integration-platform/contracts"] = version;
writeFileSync(file, `${JSON.stringify(tools, null, 2)}\n`);
console.log(`tools/package.json: version ${version}, @integration-platform/contracts ${version}`);
