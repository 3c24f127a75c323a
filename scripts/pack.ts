// npm run pack -- <folder>: builds both packages and writes their tarballs into <folder> (the package
// test and a release install exactly these): integration-platform-contracts-<version>.tgz (the runtime) and
// integration-platform-contracts-tools-<version>.tgz (the command line).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

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
run(process.execPath, [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "scripts", "build.ts")], root);
for (const dir of [root, join(root, "tools")]) {
  const [packed] = JSON.parse(run(npm, ["pack", "--json", "--ignore-scripts", "--pack-destination", destination], dir)) as { filename: string }[];
  console.log(join(destination, packed!.filename));
}
