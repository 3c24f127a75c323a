// What the mock and the sandbox commands share: the platform's services, the options that place their
// ports, the base port's check and the table printed once every port listens.
import { join } from "node:path";
import { listMockServices, type MockService } from "../mock/services.js";
import { packageRoot } from "../package-root.js";
import { integerOption, type CommandOption } from "./command.js";

/** The platform's services, from the bundled specs, in port order. */
export const platformServices = (): MockService[] => listMockServices(join(packageRoot(), "generated", "specs"));

/** The options both commands place their ports by: `--base-port`, `--host` and `--service` (described by `only`). */
export function placementOptions(only: string): Readonly<Record<string, CommandOption>> {
  return {
    "base-port": { type: "string", valueName: "PORT", description: "port of the service with offset 0 (default 4010)" },
    host: { type: "string", valueName: "HOST", description: "interface to bind (default 127.0.0.1)" },
    service: {
      type: "string",
      valueName: "NAME",
      multiple: true,
      choices: platformServices().map((s) => s.name),
      description: only,
    },
  };
}

/**
 * `--base-port` (or its environment variable): at most 65535 minus the highest offset of the services that will listen.
 */
export function basePortOption(
  raw: string | undefined,
  fallback: number,
  listening: readonly string[] | undefined,
): number {
  if (raw === undefined || raw === "") return fallback;
  const offsets = platformServices()
    .filter((s) => listening === undefined || listening.includes(s.name))
    .map((s) => s.portOffset);
  return integerOption("base-port", raw, 1, 65535 - Math.max(0, ...offsets));
}

/** Prints the heading and one line per service: name, URL, title. */
export function printServiceTable(
  heading: string,
  services: readonly { name: string; url: string; title: string }[],
): void {
  const width = Math.max(...services.map((s) => s.name.length));
  console.log(heading);
  for (const service of services) console.log(`  ${service.name.padEnd(width)}  ${service.url}  ${service.title}`);
}
