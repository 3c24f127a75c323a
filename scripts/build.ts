// npm run build: dist/ with ESM JavaScript and .d.ts for src/ and the generated TypeScript; the
// generated validators are JavaScript already and are copied beside them.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const require = createRequire(import.meta.url);

rmSync(join(root, "dist"), { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", join(root, "tsconfig.build.json")], { stdio: "inherit" });
if (tsc.status !== 0) {
  console.error("build: tsc failed");
  process.exit(1);
}
cpSync(join(root, "generated", "validators"), join(root, "dist", "generated", "validators"), { recursive: true });
console.log("build: dist/ written");
