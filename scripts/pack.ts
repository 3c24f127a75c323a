// npm run pack -- <folder>: builds both packages and writes their tarballs into <folder> (the package
// test and a release install exactly these): integration-platform-contracts-<version>.tgz (the runtime) and
// integration-platform-contracts-tools-<version>.tgz (the command line), printing their paths, the
// runtime's first. With no changeset pending (a release's tree) the version is package.json's; with
// some pending they are packed from a preview tree (preview-tree.ts) as <next version>-dev.g<commit>.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { pendingChangesets, previewTree } from "./preview-tree.js";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const folder = process.argv[2];
if (folder === undefined || folder.startsWith("-")) {
  console.error("usage: npm run pack -- <folder>");
  process.exit(2);
}
const destination = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
mkdirSync(destination, { recursive: true });

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (result.status !== 0) {
    console.error(`pack: ${command} ${args.join(" ")} failed in ${cwd}`);
    process.exit(1);
  }
  return result.stdout;
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const pending = pendingChangesets(root);
let source = root;
if (pending.length > 0) {
  try {
    const preview = previewTree(root);
    source = preview.dir;
    console.error(
      `pack: ${pending.length} changeset(s) pending, so these tarballs are the ` +
        `preview ${preview.version}, not a release (npm run release makes those)`,
    );
  } catch (error) {
    console.error(`pack: ${(error as Error).message}`);
    process.exit(1);
  }
}
try {
  run(
    process.execPath,
    [join(source, "node_modules", "tsx", "dist", "cli.mjs"), join(source, "scripts", "build.ts")],
    source,
  );
  for (const dir of [source, join(source, "tools")]) {
    const [packed] = JSON.parse(
      run(npm, ["pack", "--json", "--ignore-scripts", "--pack-destination", destination], dir),
    ) as { filename: string }[];
    console.log(join(destination, packed!.filename));
  }
} finally {
  if (source !== root) rmSync(source, { recursive: true, force: true });
}
