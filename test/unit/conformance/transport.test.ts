import { describe, expect, it } from "vitest";
import type { Answer, CheckResult } from "../../../tools/src/conformance/webhook/webhook-check.js";
import type { KitContext, PreparedDelivery } from "../../../tools/src/conformance/webhook/context.js";
import type { OutgoingRequest } from "../../../tools/src/conformance/webhook/sender.js";
import { runTransportChecks } from "../../../tools/src/conformance/webhook/transport.js";

/** Runs the transport family against a stub endpoint that answers `answer` and records what was sent. */
async function transport(
  webhookUrl: string,
  answer: Answer,
): Promise<{ results: CheckResult[]; sent: OutgoingRequest[] }> {
  const sent: OutgoingRequest[] = [];
  const delivery: PreparedDelivery = {
    method: "POST",
    path: "/hooks/A/B/m1",
    headers: {},
    body: "{}",
    messageId: "m1",
    summary: "POST /hooks/A/B/m1",
  };
  const context = {
    webhookUrl: new URL(webhookUrl),
    delivery: async () => delivery,
    send: async (request: OutgoingRequest) => {
      sent.push(request);
      return answer;
    },
  } as unknown as KitContext;
  const results: CheckResult[] = [];
  await runTransportChecks(context, (result) => results.push(result));
  return { results, sent };
}

describe("validation rule 1: accept only HTTPS", () => {
  it(
    "sends the valid delivery over plain http to the https " +
      "endpoint's host and port, and passes when it is refused",
    async () => {
      const { results, sent } = await transport("https://consumer.test:8443/hooks", { status: 403, retryAfter: null });
      expect(sent.map((request) => request.origin?.href)).toEqual(["http://consumer.test:8443/"]);
      expect(results).toEqual([
        expect.objectContaining({ name: "transport/plain-http-refused", status: "pass", received: "403" }),
      ]);
    },
  );

  it("uses port 80 when the https address names none, and passes when nothing answers", async () => {
    const { results, sent } = await transport("https://consumer.test/hooks", {
      status: null,
      retryAfter: null,
      error: "ECONNREFUSED",
    });
    expect(sent.map((request) => request.origin?.href)).toEqual(["http://consumer.test/"]);
    expect(results[0]).toMatchObject({ status: "pass", received: "no answer (ECONNREFUSED)" });
  });

  it("fails when the endpoint acknowledges a delivery over plain http", async () => {
    const { results } = await transport("https://consumer.test/hooks", { status: 204, retryAfter: null });
    expect(results[0]).toMatchObject({ status: "fail", received: "204" });
  });

  it("skips with the reason when the endpoint itself is plain http", async () => {
    const { results, sent } = await transport("http://127.0.0.1:8080/hooks", { status: 204, retryAfter: null });
    expect(sent).toEqual([]);
    expect(results[0]).toMatchObject({ status: "skip", received: expect.stringContaining("plain http") });
  });
});
