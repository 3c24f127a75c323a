// The Node versions the packages support: one lowest version, the same in both manifests and in the
// command line's own check, and one line for a user below it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOWEST_NODE, RECOMMENDED_NODE_LINES, unsupportedNode } from "../../../tools/src/cli/node-support.js";
import { projectRoot } from "../../support/openapi.js";

const enginesOf = (manifest: string) =>
  (JSON.parse(readFileSync(join(projectRoot, manifest), "utf8")) as { engines?: { node?: string } }).engines?.node;

describe("the lowest supported Node is one version everywhere", () => {
  it.each(["package.json", "tools/package.json", "examples/native-broker-consumer/package.json"])(
    "%s declares engines.node >= the command line's lowest",
    (manifest) => {
      expect(enginesOf(manifest)).toBe(`>=${LOWEST_NODE}`);
    },
  );
});

describe("a Node below the lowest gets one line naming what is needed; a supported one gets none", () => {
  it.each(["18.20.8", "20.18.3", "16.20.2", "20.0.0"])("%s is refused in one line", (version) => {
    const line = unsupportedNode(version);
    expect(line).toBe(
      `integration-contracts needs Node.js ${LOWEST_NODE} or newer ` +
        `(${RECOMMENDED_NODE_LINES.join(" or ")} recommended); this is ` +
        `Node.js ${version}`,
    );
    expect(line).not.toContain("\n");
  });

  it.each(["20.19.0", "20.20.2", "22.0.0", "22.23.3", "24.21.0", "26.12.1"])("%s is accepted", (version) => {
    expect(unsupportedNode(version)).toBeUndefined();
  });
});
