// Deliberately broken providers: the sandbox with one rule broken, each named by the check that
// must catch it. Handlers are wrapped (the answer still keeps the spec, so only a business rule
// breaks), the proxy changes requests or answers, or the gateway's POSTs are changed.
import { randomUUID } from "node:crypto";
import type { Capability } from "../../../tools/src/conformance/index.js";
import { findOrder } from "../../../tools/src/sandbox/order-integration/model/orders.js";
import type { HandlerRequest } from "../../../tools/src/sandbox/index.js";
import { BROKEN_DELIVERIES_AND_ANSWERS } from "./broken-deliveries-and-answers.js";
import type { ProviderHarness } from "./harness.js";

export interface BrokenProvider {
  /** What is broken, in a few words. */
  readonly name: string;
  readonly capability: Capability;
  /** The check that must fail. */
  readonly caughtBy: string;
  /** Capabilities whose flows cause the answers the check judges (the spec capability judges what the others got). */
  readonly alsoRun?: readonly Capability[];
  breakIt(harness: ProviderHarness): void | Promise<void>;
}

type Answer = Awaited<ReturnType<Parameters<ProviderHarness["wrap"]>[1]>>;
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const withParameters = (request: HandlerRequest, change: Record<string, unknown>): HandlerRequest => ({
  ...request,
  parameters: { ...request.parameters, ...change },
});

/** A fresh valid token of the kit's account, as a provider that ignores the caller's would use. */
async function kitToken(harness: ProviderHarness): Promise<string> {
  const issuer = harness.sandbox.services.find((s) => s.name === "identity-provider")!.url;
  const response = await fetch(`${issuer}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`,
    },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      tid: harness.sandbox.seed.tenants![0]!.id,
      scope: "apiim",
    }),
  });
  return String(((await response.json()) as { access_token: string }).access_token);
}

const expiredClaims = (authorization: string | undefined) => {
  const payload = authorization?.split(" ")[1]?.split(".")[1];
  return payload === undefined
    ? undefined
    : (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { exp?: number });
};

export const BROKEN_PROVIDERS: readonly BrokenProvider[] = [
  {
    name: "discovery names an issuer other than its own address",
    capability: "identity",
    caughtBy: "identity/discovery-issuer",
    breakIt: (h) =>
      h.wrap("getOpenIdConfiguration", async (request, original) => {
        const answer = await original(request);
        const body = answer.body as { issuer: string };
        return { ...answer, body: { ...body, issuer: `${body.issuer}/elsewhere` } };
      }),
  },
  {
    name: "the token endpoint takes the client secret from the form",
    capability: "identity",
    caughtBy: "identity/basic-only",
    breakIt: (h) =>
      h.wrap("requestToken", (request, original) => {
        const form = new URLSearchParams(String(request.body));
        const [id, secret] = [form.get("client_id"), form.get("client_secret")];
        if (request.headers.authorization !== undefined || id === null || secret === null) return original(request);
        form.delete("client_secret");
        return original({
          ...request,
          body: form.toString(),
          headers: { ...request.headers, authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` },
        });
      }),
  },
  {
    name: "guesses at one client id lock every client out",
    capability: "identity",
    caughtBy: "identity/lockout-spares-other-clients",
    breakIt: (h) => {
      let failures = 0;
      h.wrap("requestToken", async (request, original) => {
        if (failures >= 10)
          return {
            status: 429,
            contentType: "application/json",
            body: { error: "invalid_client", error_description: "locked" },
          };
        const answer = await original(request);
        if (answer.status === 400 || answer.status === 401) failures++;
        return answer;
      });
    },
  },
  {
    name: "the order service serves calls without a token",
    capability: "auth",
    caughtBy: "auth/getOrder/no-token",
    breakIt: (h) => {
      h.proxies["order-integration"].current = {
        request: async (request) => void (request.headers.authorization ??= `Bearer ${await kitToken(h)}`),
      };
    },
  },
  {
    name: "the data service takes expired tokens",
    capability: "auth",
    caughtBy: "auth/getData/expired-token",
    breakIt: (h) => {
      h.proxies["data-integration"].current = {
        request: async (request) => {
          const exp = expiredClaims(request.headers.authorization)?.exp;
          if (exp !== undefined && exp * 1000 < Date.now())
            request.headers.authorization = `Bearer ${await kitToken(h)}`;
        },
      };
    },
  },
  {
    name: "an order is found in any tenant",
    capability: "auth",
    caughtBy: "auth/other-tenant/order-read",
    breakIt: (h) =>
      h.wrap("getOrder", async (request, original) => {
        const answer = await original(request);
        if (answer.status !== 404) return answer;
        const id = String((request.parameters as { id: string }).id);
        for (const tenantId of h.sandbox.control.tenants.ids()) {
          const order = findOrder(h.sandbox.control.tenants.of(tenantId), id);
          if (order !== undefined) return { status: 200, body: order };
        }
        return answer;
      }),
  },
  {
    name: "POST {} makes a new registration each time",
    capability: "data-integration",
    caughtBy: "data-integration/v2-ids-stable",
    breakIt: (h) =>
      h.wrap("postIntegrationAgentSettings", async (request, original) => {
        const answer = await original(request);
        if (!ok(answer) || Object.keys(request.body as object).length > 0) return answer;
        const body = answer.body as { source: object };
        return { ...answer, body: { ...body, source: { ...body.source, sourceId: randomUUID() } } };
      }),
  },
  {
    name: "a finished queue item still takes appended records",
    capability: "data-integration",
    caughtBy: "data-integration/terminal-final",
    breakIt: (h) =>
      h.wrap("appendEnqueueDataBySourceId", async (request, original) => {
        const answer = await original(request);
        if (answer.status !== 400) return answer;
        const { sourceId, queueItemId } = request.parameters as { sourceId: string; queueItemId: string };
        return {
          status: 200,
          body: {
            sourceId,
            queueItemId,
            operationId: randomUUID(),
            createdOn: new Date().toISOString(),
            completedOn: null,
            status: "Pending",
          },
        };
      }),
  },
  {
    name: "GetData ignores offset",
    capability: "data-integration",
    caughtBy: "data-integration/pages-disjoint-complete",
    breakIt: (h) => h.wrap("getData", (request, original) => original(withParameters(request, { offset: 0 }))),
  },
  {
    name: "GetData ignores modifiedFrom",
    capability: "data-integration",
    caughtBy: "data-integration/modified-since",
    breakIt: (h) =>
      h.wrap("getData", (request, original) => original(withParameters(request, { modifiedFrom: undefined }))),
  },
  {
    name: "SetStatus answers 200 to moves it does not make",
    capability: "orders",
    caughtBy: "orders/disallowed-move-412",
    breakIt: (h) =>
      h.wrap("setOrderStatus", async (request, original) => {
        const answer = await original(request);
        return answer.status === 412 ? { status: 200, body: { id: randomUUID() } } : answer;
      }),
  },
  {
    name: "Done without ApplicationUrl is accepted",
    capability: "orders",
    caughtBy: "orders/done-needs-application-url",
    breakIt: (h) =>
      h.wrap("setOrderStatus", async (request, original) => {
        const answer = await original(request);
        return answer.status === 422 ? { status: 200, body: { id: randomUUID() } } : answer;
      }),
  },
  {
    name: "a technical failure moves the order",
    capability: "orders",
    caughtBy: "orders/technical-failure-changes-nothing",
    breakIt: (h) =>
      h.wrap("setOrderStatus", (request, original) => {
        const body = request.body as { severity?: string };
        return original(body.severity === "Error" ? { ...request, body: { ...body, severity: "Info" } } : request);
      }),
  },
  {
    name: "file content comes back with a byte changed",
    capability: "files",
    caughtBy: "files/content-bytes-equal",
    breakIt: (h) => {
      h.proxies["file-content"].current = {
        answer: (request, answer) => {
          if (
            request.method === "GET" &&
            /^\/api\/v1\/Files\/[^/]+\?/.test(request.target) &&
            answer.status === 200 &&
            answer.body.length > 0
          )
            answer.body[0] = answer.body[0]! ^ 1;
        },
      };
    },
  },
  {
    name: "If-None-Match is ignored",
    capability: "files",
    caughtBy: "files/etag-not-modified",
    breakIt: (h) => {
      h.proxies["file-content"].current = { request: (request) => void delete request.headers["if-none-match"] };
    },
  },
  {
    name: "a copy replaces a file of the same name",
    capability: "files",
    caughtBy: "files/copy-without-overwrite-refused",
    breakIt: (h) =>
      h.wrap("copyFile", (request, original) =>
        original({ ...request, body: { ...(request.body as object), overwrite: true } }),
      ),
  },
  {
    name: "the Admin role is refused",
    capability: "catalogue",
    caughtBy: "catalogue/admin-role-allowed",
    breakIt: (h) =>
      h.wrap("listProviders", (request, original) =>
        request.caller?.roles.includes("TenantAdmin") === true
          ? original(request)
          : { status: 403, contentType: "application/problem+json", body: { title: "Forbidden", status: 403 } },
      ),
  },
  {
    name: "an agent name is taken again without allowUpdate",
    capability: "catalogue",
    caughtBy: "catalogue/agent-name-taken",
    breakIt: (h) =>
      h.wrap("registerConnectorAgent", (request, original) => original(withParameters(request, { allowUpdate: true }))),
  },
  {
    name: "a connector of an unknown provider is accepted",
    capability: "catalogue",
    caughtBy: "catalogue/unknown-provider-refused",
    breakIt: (h) =>
      h.wrap("registerConnector", async (request, original) => {
        const answer = await original(request);
        return answer.status === 404 ? { status: 200 } : answer;
      }),
  },
  ...BROKEN_DELIVERIES_AND_ANSWERS,
];
