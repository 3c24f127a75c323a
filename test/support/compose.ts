// What deploy/compose.yaml needs on a machine that reaches no image registry: PostgreSQL and HAProxy images made
// from Debian's packages (mmdebstrap, as npm run image:base makes the sandbox's base), each behaving as the
// official image the file names (its variables, its paths, its user), and the removal of everything a
// podman-compose project made, by ID or name.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "./openapi.js";
import { podmanOk } from "./podman.js";

const MIRROR = process.env.MMDEBSTRAP_MIRROR || "http://deb.debian.org/debian";
/** Debian bookworm's PostgreSQL: its programs are not on the PATH of a bare system. */
const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";

export interface ComposeImages {
  readonly postgres: string;
  readonly haproxy: string;
}

/**
 * Builds one Debian root with PostgreSQL and HAProxy in `work` and imports it twice, under tags ending in `label`:
 * once set up as the official postgres image (its entrypoint started as root, PGDATA), once as the official haproxy
 * image.
 */
export async function buildComposeImages(work: string, label: string, env: NodeJS.ProcessEnv): Promise<ComposeImages> {
  const tar = join(work, "compose-images.tar");
  const built = spawnSync(
    "mmdebstrap",
    [
      "--quiet",
      "--variant=essential",
      "--include=postgresql-15,haproxy",
      '--aptopt=APT::Install-Recommends "false"',
      "--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr",
      ...["/usr/share/doc/*", "/usr/share/man/*", "/usr/share/locale/*"].map(
        (path) => `--dpkgopt=path-exclude=${path}`,
      ),
      `--customize-hook=copy-in ${join(projectRoot, "test/image/postgres-entrypoint.sh")} /usr/local/bin`,
      "bookworm",
      tar,
      MIRROR,
    ],
    { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (built.status !== 0)
    throw new Error(`mmdebstrap exited with ${built.status} building from ${MIRROR}:\n${built.stderr}`);
  const postgres = `localhost/integration-contracts-compose-postgres:${label}`;
  const haproxy = `localhost/integration-contracts-compose-haproxy:${label}`;
  await podmanOk(
    [
      "import",
      "--change",
      `ENV PATH=${POSTGRES_BIN}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
      "--change",
      'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]',
      tar,
      postgres,
    ],
    env,
  );
  await podmanOk(
    [
      "import",
      "--change",
      "USER haproxy",
      "--change",
      // The official image's entrypoint adds -W -db (master-worker, in the foreground) to its command.
      'CMD ["haproxy", "-W", "-db", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]',
      tar,
      haproxy,
    ],
    env,
  );
  return { postgres, haproxy };
}

/** The IDs or names `podman <kind> ls` lists for the compose project `project`. */
async function listed(kind: "container" | "network" | "volume", project: string, env: NodeJS.ProcessEnv) {
  const format = kind === "container" ? "{{.ID}}" : "{{.Name}}";
  const args = kind === "container" ? ["ps", "--all", "--format", format] : [kind, "ls", "--format", format];
  const out = await podmanOk([...args, "--filter", `label=io.podman.compose.project=${project}`], env);
  return out.split("\n").filter((line) => line !== "");
}

/** Removes every container, pod, network and volume podman-compose made for `project`, by ID or name. */
export async function removeComposeProject(project: string, env: NodeJS.ProcessEnv): Promise<void> {
  const containers = await listed("container", project, env);
  if (containers.length > 0) await podmanOk(["rm", "--force", "--time", "0", ...containers], env);
  const pod = `pod_${project}`;
  if ((await podmanOk(["pod", "ls", "--format", "{{.Name}}"], env)).split("\n").includes(pod))
    await podmanOk(["pod", "rm", "--force", pod], env);
  const networks = await listed("network", project, env);
  if (networks.length > 0) await podmanOk(["network", "rm", "--force", ...networks], env);
  const volumes = await listed("volume", project, env);
  if (volumes.length > 0) await podmanOk(["volume", "rm", "--force", ...volumes], env);
}
