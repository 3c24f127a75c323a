import type { TestProject } from "vitest/node";
import { startMocks, type MockPlatform } from "../../src/mock/index.js";

declare module "vitest" {
  export interface ProvidedContext {
    mocks: { name: string; url: string }[];
  }
}

let platform: MockPlatform | undefined;

export async function setup(project: TestProject): Promise<void> {
  platform = await startMocks({ basePort: "free" });
  project.provide(
    "mocks",
    platform.mocks.map(({ name, url }) => ({ name, url })),
  );
}

export async function teardown(): Promise<void> {
  await platform?.stop();
}
