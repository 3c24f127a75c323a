// Which bundled specs the Prism mock serves: every platform service, not the sandbox's control API.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listMockServices } from "../../../tools/src/mock/services.js";
import { projectRoot } from "../../support/openapi.js";

describe("the mock serves every platform service and leaves out the sandbox's control API (x-sandbox-control)", () => {
  it("lists the six services in port order and no sandbox-control", () => {
    const services = listMockServices(join(projectRoot, "generated", "specs"));
    expect(services.map((s) => [s.name, s.portOffset])).toEqual([
      ["data-integration", 0],
      ["order-integration", 1],
      ["identity-provider", 2],
      ["file-content", 3],
      ["connector-catalogue", 4],
      ["webhook-consumer", 5],
    ]);
  });
});
