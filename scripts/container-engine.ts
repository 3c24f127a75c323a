// The container engine the image scripts drive: podman or docker, whichever is on PATH (podman first:
// it needs no daemon, and it is the one Debian ships), or CONTAINER_ENGINE to choose.
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export interface Engine {
  /** `podman` or `docker`, as run. */
  readonly program: string;
  /** Runs the engine with `args`; its output passes through; throws naming the command when it fails. */
  run(args: readonly string[]): void;
}

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? "").split(delimiter).some((dir) => {
    if (dir === "") return false;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The engine to use, or an error naming what to install or set. */
export function containerEngine(env: NodeJS.ProcessEnv = process.env): Engine {
  const chosen = env.CONTAINER_ENGINE;
  if (chosen !== undefined && chosen !== "" && !onPath(chosen, env))
    throw new Error(`CONTAINER_ENGINE=${chosen} is not a program on PATH`);
  const program = chosen || ["podman", "docker"].find((name) => onPath(name, env));
  if (program === undefined)
    throw new Error("neither podman nor docker is on PATH: install one (`sudo apt-get install podman`)");
  return {
    program,
    run(args) {
      // stdout carries the image reference as the last line, so the engine's own output goes to stderr.
      const result = spawnSync(program, args, { env, stdio: ["ignore", process.stderr, "inherit"] });
      if (result.status !== 0)
        throw new Error(
          `${program} ${args.join(" ")} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`,
        );
    },
  };
}
