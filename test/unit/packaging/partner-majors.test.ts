// The tools' optional peers say exactly what the packed tests install in the partner's project
// (test/support/partner-matrix.ts): a peer range wider than the matrix would promise a major nobody
// tested, a narrower one would refuse a tested one.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/openapi.js";
import { PARTNER_ALSO, PARTNER_MAJORS, type PartnerPackage } from "../../support/partner-matrix.js";

const tools = JSON.parse(readFileSync(join(projectRoot, "tools", "package.json"), "utf8")) as {
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

const rootManifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
};

describe("each optional peer of the tools is `<held back> || <newest>` of the partner matrix", () => {
  it("msw and undici, optional, with exactly the matrix's ranges", () => {
    const peers = Object.keys(tools.peerDependencies).filter((name) => name in PARTNER_MAJORS) as PartnerPackage[];
    expect(peers.sort()).toEqual(["msw", "undici"]);
    expect(Object.fromEntries(peers.map((name) => [name, tools.peerDependencies[name]]))).toEqual(
      Object.fromEntries(peers.map((name) => [name, `${PARTNER_MAJORS[name].held} || ${PARTNER_MAJORS[name].newest}`])),
    );
    expect(peers.filter((name) => tools.peerDependenciesMeta[name]?.optional !== true)).toEqual([]);
  });
});

describe("testcontainers, the Testcontainers module's optional peer, is the one major its packed test installs", () => {
  it("the peer range is the project's own dev dependency, which the image and package projects install", () => {
    expect(Object.keys(tools.peerDependencies).sort()).toEqual(["msw", "testcontainers", "undici"]);
    expect(tools.peerDependencies.testcontainers).toBe(rootManifest.devDependencies.testcontainers);
    expect(PARTNER_ALSO.testcontainers).toBe(rootManifest.devDependencies.testcontainers);
    expect(tools.peerDependenciesMeta.testcontainers?.optional).toBe(true);
  });
});
