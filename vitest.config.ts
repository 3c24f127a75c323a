import { defineConfig } from "vitest/config";
import { scaled } from "./test/support/time.js";

// Every timeout holds on an idle machine and stretches with the load at the start of the run (test/support/time.ts).

// The generated validators are one 4.6 MB module of plain JavaScript: Node loads it in a tenth of a second, while
// vitest's transform and module runner took about 0.8 s a test file that reaches it (test/unit/sandbox: 18.8 s of
// import before, 7.9 s after), so it is loaded as node_modules are.
const server = { deps: { external: [/\/node_modules\//, /\/generated\/validators\//] } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          server,
          name: "unit",
          include: ["test/unit/**/*.test.ts", "test/spec/**/*.test.ts"],
          expect: { poll: { timeout: scaled(1_000) } },
          // Checking every example of a spec compiles its schemas: about 1 s idle, over 5 s on two busy cores.
          testTimeout: scaled(30_000),
        },
      },
      {
        test: {
          server,
          name: "contract",
          include: ["test/contract/**/*.test.ts"],
          globalSetup: ["test/contract/mocks.setup.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          server,
          name: "contract-sandbox",
          include: ["test/contract/operations.test.ts"],
          globalSetup: ["test/contract/sandbox.setup.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          server,
          name: "sandbox",
          include: ["test/sandbox/**/*.test.ts"],
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          server,
          name: "hostile",
          include: ["test/hostile/**/*.test.ts"],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        test: {
          server,
          name: "broker",
          include: ["test/broker/**/*.test.ts"],
          globalSetup: ["test/broker/rabbitmq.setup.ts"],
          // One RabbitMQ for all files, and one file restarts it: the files run one at a time.
          fileParallelism: false,
          testTimeout: scaled(60_000),
          hookTimeout: scaled(120_000),
        },
      },
      {
        test: {
          server,
          name: "package",
          include: ["test/package/**/*.test.ts"],
          globalSetup: ["test/package/partner.setup.ts"],
          testTimeout: scaled(180_000),
          hookTimeout: scaled(300_000),
        },
      },
      {
        test: {
          server,
          name: "examples",
          include: ["test/examples/**/*.test.ts"],
          testTimeout: scaled(180_000),
          hookTimeout: scaled(300_000),
        },
      },
      {
        test: {
          server,
          name: "inspector",
          // A page read each second, in a browser that shares the machine's cores.
          expect: { poll: { timeout: scaled(1_000) } },
          include: ["test/inspector/**/*.test.ts"],
          globalSetup: ["test/inspector/build.setup.ts"],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(180_000),
        },
      },
      {
        test: {
          server,
          name: "node-floor",
          include: ["test/node-floor/**/*.test.ts"],
          testTimeout: scaled(60_000),
          hookTimeout: scaled(300_000),
        },
      },
      {
        test: {
          server,
          name: "image",
          include: ["test/image/**/*.test.ts"],
          globalSetup: ["test/image/image.setup.ts"],
          testTimeout: scaled(180_000),
          // Building the Debian base, then the image: minutes on two busy cores.
          hookTimeout: scaled(1_200_000),
        },
      },
      {
        test: {
          server,
          name: "docs",
          include: ["test/docs/**/*.test.ts"],
          testTimeout: scaled(180_000),
          hookTimeout: scaled(300_000),
        },
      },
    ],
  },
});
