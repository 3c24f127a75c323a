import type { TestProject } from "vitest/node";
import { startMocks, type MockPlatform } from "../../tools/src/mock/index.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** What the contract suite runs against: the Prism mock or the sandbox, with the sandbox's real tokens. */
    target: {
      kind: "mock" | "sandbox";
      services: { name: string; url: string }[];
      /** `Authorization` for bearer-secured operations, by spec name; none for the mock, which takes any bearer. */
      bearer: Record<string, string>;
    };
  }
}

let platform: MockPlatform | undefined;

export async function setup(project: TestProject): Promise<void> {
  platform = await startMocks({ basePort: "free" });
  project.provide("target", {
    kind: "mock",
    services: platform.mocks.map(({ name, url }) => ({ name, url })),
    bearer: {},
  });
}

export async function teardown(): Promise<void> {
  await platform?.stop();
}
