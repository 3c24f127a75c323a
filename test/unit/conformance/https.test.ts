// Validation rule 1, "accept only HTTPS", and an endpoint with a private certificate: the kit trusts
// it through `ca` (besides the system's), or not at all with `insecure`, and without either refuses
// to call it trusted. The certificate is made for the test with Debian's openssl.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startConformanceKit,
  type CheckFamily,
  type ConformanceKit,
  type ConformanceReport,
} from "../../../tools/src/conformance/index.js";
import { createWebhookHandler } from "../../../src/webhooks/create-webhook-handler.js";
import { createGatewayKeySet } from "../../../src/webhooks/gateway-key-set.js";
import { toNodeListener } from "../../../src/webhooks/node-listener.js";
import { scaled } from "../../support/time.js";

const MESSAGE_TYPE = "PLATFORM.PlatformStore.OrderReleased";
const ONLY_DELIVERY_AND_TRANSPORT: CheckFamily[] = ["token", "route-and-payload", "redelivery", "key-rotation"];

const dir = mkdtempSync(join(tmpdir(), "ic-https-"));
let certificate = "";
let kit: ConformanceKit;
let server: Server;
let webhookUrl = "";

beforeAll(async () => {
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0)
    throw new Error(`openssl could not make the test certificate (apt-get install openssl): ${made.stderr}`);
  certificate = readFileSync(join(dir, "cert.pem"), "utf8");
  kit = await startConformanceKit();
  const handler = createWebhookHandler({
    issuer: kit.issuer,
    audience: kit.audience,
    clientId: "message-gateway",
    basePath: "/hooks",
    keySet: createGatewayKeySet({ jwksUrl: kit.jwksUrl }),
    handlers: { [MESSAGE_TYPE]: async () => undefined },
  });
  server = createServer({ key: readFileSync(join(dir, "key.pem")), cert: certificate }, toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  webhookUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}, scaled(60_000));

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await kit?.close();
  rmSync(dir, { recursive: true, force: true });
});

const run = (extra: { ca?: string; insecure?: boolean }): Promise<ConformanceReport> =>
  kit.run({ webhookUrl, messageTypes: [MESSAGE_TYPE], skip: ONLY_DELIVERY_AND_TRANSPORT, timeoutMs: 5000, ...extra });

const statusOf = (report: ConformanceReport, family: CheckFamily) =>
  report.results.filter((r) => r.family === family).map((r) => r.status);

describe("an https endpoint with a private certificate", () => {
  it(
    "with --ca its certificate: valid deliveries pass, and plain http to its port is refused",
    async () => {
      const report = await run({ ca: certificate });
      expect(statusOf(report, "delivery")).toEqual(["pass"]);
      expect(report.results.find((r) => r.name === "transport/plain-http-refused")?.status).toBe("pass");
    },
    scaled(60_000),
  );

  it(
    "without --ca or --insecure the certificate is not trusted, so the deliveries fail",
    async () => {
      const report = await run({});
      expect(statusOf(report, "delivery")).toEqual(["fail"]);
      expect(report.passed).toBe(false);
    },
    scaled(60_000),
  );

  it(
    "with --insecure the certificate is not checked: the deliveries pass",
    async () => {
      const report = await run({ insecure: true });
      expect(statusOf(report, "delivery")).toEqual(["pass"]);
    },
    scaled(60_000),
  );
});
