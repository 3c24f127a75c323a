import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One mockable service: an OpenAPI spec bundled under generated/specs. */
export interface MockService {
  /** The spec's name, for example `identity-provider`. */
  readonly name: string;
  /** The service's title (`info.title`). */
  readonly title: string;
  /** The bundled spec file Prism serves. */
  readonly specFile: string;
  /** Distance of its port from the base port (`x-mock-port-offset` of the spec). */
  readonly portOffset: number;
}

/**
 * Every bundled OpenAPI spec of a platform service in `specsDir`, in port order. AsyncAPI specs are
 * not mockable by Prism; the sandbox's control API (`x-sandbox-control`) is no service of its own.
 */
export function listMockServices(specsDir: string): MockService[] {
  const services = readdirSync(specsDir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file): MockService[] => {
      const specFile = join(specsDir, file);
      const document = JSON.parse(readFileSync(specFile, "utf8")) as {
        openapi?: string;
        info?: { title?: string };
        "x-mock-port-offset"?: unknown;
        "x-sandbox-control"?: unknown;
      };
      if (document.openapi === undefined || document["x-sandbox-control"] === true) return [];
      const offset = document["x-mock-port-offset"];
      if (typeof offset !== "number" || !Number.isInteger(offset) || offset < 0) {
        throw new Error(
          `${specFile}: x-mock-port-offset must be a non-negative integer (found ${JSON.stringify(offset)})`,
        );
      }
      return [
        { name: file.slice(0, -".json".length), title: document.info?.title ?? file, specFile, portOffset: offset },
      ];
    })
    .sort((a, b) => a.portOffset - b.portOffset);
  for (let i = 1; i < services.length; i++) {
    if (services[i]!.portOffset === services[i - 1]!.portOffset) {
      throw new Error(
        `${services[i - 1]!.name} and ${services[i]!.name} share x-mock-port-offset ${services[i]!.portOffset}`,
      );
    }
  }
  return services;
}
