// The sandbox inspector's browser bundle: tools/src/sandbox/inspector/ui/ (preact) -> one script, one style
// sheet and the page, minified, with nothing loaded from anywhere else. `npm run build` writes it
// into the tools package (tools/dist/inspector/); `npm start` and the inspector's tests run this file
// on its own first. Run directly: `tsx scripts/inspector/build.ts [outdir]`.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const uiDir = join(root, "tools", "src", "sandbox", "inspector", "ui");

/** The tools package's copy, which the sandbox serves at /_sandbox/ui/. */
export const INSPECTOR_OUT_DIR = join(root, "tools", "dist", "inspector");

/** What was written: each file's bytes and gzip bytes. */
export interface InspectorBuild {
  readonly outdir: string;
  readonly files: { name: string; bytes: number; gzipBytes: number }[];
  /** Sum of the files' gzip sizes: what a browser downloads once. */
  readonly gzipBytes: number;
}

export async function buildInspector(outdir: string = INSPECTOR_OUT_DIR): Promise<InspectorBuild> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { app: join(uiDir, "main.tsx") },
    outdir,
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: ["chrome110", "firefox115", "safari16"],
    jsx: "automatic",
    jsxImportSource: "preact",
    legalComments: "none",
    logLevel: "warning",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  copyFileSync(join(uiDir, "index.html"), join(outdir, "index.html"));
  const files = ["index.html", "app.js", "app.css"].map((name) => {
    const bytes = readFileSync(join(outdir, name));
    return { name, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return { outdir, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await buildInspector(process.argv[2] === undefined ? undefined : resolve(process.argv[2]));
  console.log(
    `inspector: ${result.files.map((f) => `${f.name} ${(f.gzipBytes / 1024).toFixed(1)} KiB gzipped`).join(", ")}` +
      ` in ${result.outdir}`,
  );
}
