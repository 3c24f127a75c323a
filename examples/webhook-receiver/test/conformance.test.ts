// The conformance kit plays the message gateway against the receiver: signed and forged tokens,
// routes, headers, payloads, redeliveries and key rotation. Every check must pass; the transport
// check is skipped because the test runs over plain http.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { after, test } from "node:test";
import { formatResult, startConformanceKit } from "@integration-platform/contracts-tools/conformance";
import { toNodeListener } from "@integration-platform/contracts/webhooks";
import { createReceiver, MESSAGE_TYPES } from "../src/receiver.js";

test("the receiver passes the conformance kit", { timeout: 120_000 }, async () => {
  const kit = await startConformanceKit();
  after(() => kit.close());
  const receiver = createReceiver({
    jwksUrl: kit.jwksUrl,
    issuer: kit.issuer,
    audience: kit.audience,
    allowInsecureHttp: true,
  });
  const server = createServer(toNodeListener(receiver.handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  const report = await kit.run({
    webhookUrl: `http://127.0.0.1:${port}`,
    messageTypes: MESSAGE_TYPES,
    observer: receiver,
  });
  for (const result of report.results) if (result.status !== "pass") console.log(formatResult(result));
  assert.deepEqual(
    report.results.filter((r) => r.status === "fail").map((r) => r.name),
    [],
  );
  assert.deepEqual(
    report.results.filter((r) => r.status === "skip").map((r) => r.name),
    ["transport/plain-http-refused"],
  );
});
