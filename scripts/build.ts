// npm run build: both packages.
// - The runtime (repository root): dist/ with ESM JavaScript and .d.ts for the runtime's src/ and the
//   generated TypeScript (tsconfig.build.json: src/ and generated/ only); the generated validators
//   are JavaScript already and are copied beside them.
// - The tools (tools/): an ESM bundle of the command line (tools/dist/main.js) and of the mock's, the
//   sandbox's and the conformance kit's programmatic APIs (tools/dist/mock.js, sandbox.js,
//   conformance.js, with .d.ts under tools/dist/types/), and the sandbox inspector's browser bundle
//   (tools/dist/inspector/, see inspector/build.ts), and the shipped trigger fixtures
//   (tools/dist/fixtures/, from fixtures/trigger/). Runtime code is not
//   copied into them: every import of a runtime entry point becomes an import of the installed
//   runtime's public subpath (`../webhooks/index.js` -> `@integration-platform/contracts/webhooks`), and any
//   other import of runtime code, or of a package tools/package.json does not declare, fails the build.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, readFileSync, rmSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import { buildInspector } from "./inspector/build.js";
import { isToolsSource, packageName, runtimeEntryPoints, toolsEntryPoints, toRepoPath } from "./package-layout.js";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const toolsDir = join(root, "tools");
const require = createRequire(import.meta.url);

function buildRuntime(): void {
  rmSync(join(root, "dist"), { recursive: true, force: true });
  const tsc = spawnSync(
    process.execPath,
    [require.resolve("typescript/bin/tsc"), "-p", join(root, "tsconfig.build.json")],
    { stdio: "inherit" },
  );
  if (tsc.status !== 0) {
    console.error("build: tsc failed");
    process.exit(1);
  }
  cpSync(join(root, "generated", "validators"), join(root, "dist", "generated", "validators"), { recursive: true });
}

/** Relative imports that leave tools code go to the runtime package by its public name, or fail. */
function runtimeByPublicName(): Plugin {
  const entries = runtimeEntryPoints(root);
  return {
    name: "runtime-by-public-name",
    setup(builder) {
      builder.onResolve({ filter: /^\.\.?\// }, (args) => {
        const importer = toRepoPath(root, args.importer);
        const target = toRepoPath(root, resolve(dirname(args.importer), args.path)).replace(/\.js$/, ".ts");
        if (isToolsSource(target)) return undefined;
        const specifier = entries.get(target) ?? entries.get(target.replace(/\.ts$/, ".js"));
        if (specifier !== undefined) return { path: specifier, external: true };
        return {
          errors: [
            {
              text:
                `${importer} imports runtime module ${target}, which the runtime package does not ` +
                `export; import its area's index module (an entry of package.json exports)`,
            },
          ],
        };
      });
    },
  };
}

async function buildTools(): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(toolsDir, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    optionalDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  // msw and undici are the user's own (optional peers): only the subpaths that adapt to them import them.
  const declared = new Set([
    ...Object.keys(manifest.dependencies),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const entries = toolsEntryPoints(root);
  const outdir = join(toolsDir, "dist");
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.fromEntries([...entries].map(([name, source]) => [name, join(root, source)])),
    outdir,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    metafile: true,
    logLevel: "warning",
    plugins: [runtimeByPublicName()],
  });
  const builtins = new Set(builtinModules);
  const undeclared = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external) continue;
      const name = packageName(path);
      if (name !== undefined && !builtins.has(name) && !declared.has(name)) undeclared.add(name);
    }
  }
  if (undeclared.size > 0) {
    console.error(
      `build: the tools bundle imports ${[...undeclared].join(", ")}, which tools/package.json does not declare`,
    );
    process.exit(1);
  }
  chmodSync(join(outdir, "main.js"), 0o755);
  await buildInspector(join(outdir, "inspector"));
  // The shipped trigger fixtures (`integration-contracts trigger --list`) are files the command reads.
  cpSync(join(root, "fixtures", "trigger"), join(outdir, "fixtures"), { recursive: true });
  const types = spawnSync(
    process.execPath,
    [
      require.resolve("typescript/bin/tsc"),
      ...[...entries].filter(([name]) => name !== "main").map(([, source]) => join(root, source)),
      "--declaration",
      "--emitDeclarationOnly",
      "--rootDir",
      root,
      "--outDir",
      join(outdir, "types"),
      "--module",
      "NodeNext",
      "--moduleResolution",
      "NodeNext",
      "--target",
      "ES2022",
      // The floor's Node types (package.json's `@types-floor/node`): an API newer than engines' 20.19 fails here.
      "--typeRoots",
      join(root, "node_modules", "@types-floor"),
      "--types",
      "node",
      "--strict",
      "--skipLibCheck",
    ],
    { stdio: "inherit" },
  );
  if (types.status !== 0) {
    console.error("build: tsc failed on the tools' declarations");
    process.exit(1);
  }
}

buildRuntime();
await buildTools();
console.log("build: dist/ (runtime) and tools/dist/ (command line) written");
