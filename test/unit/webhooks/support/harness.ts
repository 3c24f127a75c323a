import { expect } from "vitest";
import { createGatewayKeySet, type GatewayKeySet } from "../../../../src/webhooks/gateway-key-set.js";
import type { WebhookContext, WebhookHandlers } from "../../../../src/webhooks/message-context.js";
import { startGatewaySimulator, type GatewaySimulator } from "../../../../src/webhooks/simulator/gateway-simulator.js";
import {
  buildWebhookHandler,
  type WebhookErrorInfo,
  type WebhookHandler,
  type WebhookHandlerSettings,
  type WebhookRejectionInfo,
} from "../../../../src/webhooks/webhook-handler.js";
import { testClock, type TestClock } from "./clock.js";
import { fixtureCatalogue, fixtureExamples, type FixtureMessageType, type FixturePayloads } from "./fixture-catalogue.js";

export const ORIGIN = "https://consumer.test";
export const BASE_PATH = "/hooks";
export const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

export interface HandledMessage {
  readonly payload: unknown;
  readonly context: WebhookContext;
}

/** A request to the webhook: valid unless a field says otherwise. */
export interface DeliveryInit {
  readonly messageType?: FixtureMessageType;
  readonly contractType?: string;
  readonly messageId?: string;
  /** Replaces the path (after the origin) altogether. */
  readonly path?: string;
  readonly origin?: string;
  readonly method?: string;
  /** Header replacements; undefined removes a header. */
  readonly headers?: Readonly<Record<string, string | undefined>>;
  readonly body?: BodyInit | null;
  readonly token?: string;
}

export interface Sent {
  readonly response: Response;
  readonly text: string;
  readonly token: string;
  readonly body: string;
}

export interface Harness {
  readonly clock: TestClock;
  readonly simulator: GatewaySimulator<FixturePayloads>;
  readonly handler: WebhookHandler;
  readonly handled: HandledMessage[];
  readonly rejections: WebhookRejectionInfo[];
  readonly errors: Array<{ readonly error: unknown; readonly info: WebhookErrorInfo }>;
  /** Waits the simulator asked for between attempts, in milliseconds. */
  readonly backoffs: number[];
  request(init?: DeliveryInit): Promise<{ request: Request; token: string; body: string }>;
  send(init?: DeliveryInit): Promise<Sent>;
  close(): Promise<void>;
}

export type HarnessSettings = Partial<Omit<WebhookHandlerSettings<FixturePayloads>, "handlers">> & {
  readonly handlers?: WebhookHandlers<FixturePayloads>;
  readonly keySet?: GatewayKeySet;
};

function recordingHandlers(handled: HandledMessage[]): WebhookHandlers<FixturePayloads> {
  const record = async (payload: unknown, context: WebhookContext) => {
    handled.push({ payload, context });
  };
  return Object.fromEntries(Object.keys(fixtureCatalogue.events).map((messageType) => [messageType, record]));
}

/**
 * A webhook over the fixture catalogue, verifying tokens of a gateway simulator whose deliveries
 * reach it in-process: the JWKS server is real, the webhook needs no socket.
 */
export async function createHarness(settings: HarnessSettings = {}): Promise<Harness> {
  const clock = testClock();
  const handled: HandledMessage[] = [];
  const rejections: WebhookRejectionInfo[] = [];
  const errors: Array<{ error: unknown; info: WebhookErrorInfo }> = [];
  const backoffs: number[] = [];
  let handler: WebhookHandler | undefined;
  const simulator = await startGatewaySimulator(fixtureCatalogue, {
    now: clock.now,
    sleep: async (milliseconds) => {
      backoffs.push(milliseconds);
    },
    fetch: async (input, init) => (handler as WebhookHandler)(new Request(input, init)),
  });
  const keySet = createGatewayKeySet({ jwksUrl: simulator.jwksUrl, now: clock.now });
  handler = buildWebhookHandler(fixtureCatalogue, {
    issuer: simulator.issuer,
    audience: simulator.audience,
    basePath: BASE_PATH,
    now: clock.now,
    onRejection: (info) => rejections.push(info),
    onError: (error, info) => errors.push({ error, info }),
    ...settings,
    keySet: settings.keySet ?? keySet,
    handlers: settings.handlers ?? recordingHandlers(handled),
  });
  const webhook = handler;

  async function request(init: DeliveryInit = {}) {
    const messageType = init.messageType ?? "PLATFORM.DataService.RefreshSourceStatus";
    const contractType = init.contractType ?? fixtureCatalogue.events[messageType].contractType ?? "EnqueueDataStatusChanged";
    const path = init.path ?? `${BASE_PATH}/${messageType}/${contractType}/${init.messageId ?? crypto.randomUUID()}`;
    const token = init.token ?? (await simulator.signToken());
    const body = init.body === undefined ? JSON.stringify(fixtureExamples[messageType]) : init.body;
    const headers = new Headers({
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json; charset=utf-8",
      "X-Tenant-Id": TENANT,
      "X-UserClaim-tid": TENANT,
      "X-UserClaim-sub": "user-1",
    });
    for (const [name, value] of Object.entries(init.headers ?? {})) {
      if (value === undefined) headers.delete(name);
      else headers.set(name, value);
    }
    const method = init.method ?? "POST";
    const hasBody = method !== "GET" && method !== "HEAD" && body !== null;
    const built = new Request(`${init.origin ?? ORIGIN}${path}`, {
      method,
      headers,
      ...(hasBody ? { body, duplex: "half" } : {}),
    } as RequestInit);
    return { request: built, token, body: typeof body === "string" ? body : "" };
  }

  return {
    clock,
    simulator,
    handler: webhook,
    handled,
    rejections,
    errors,
    backoffs,
    request,
    async send(init) {
      const built = await request(init);
      const response = await webhook(built.request);
      return { response, text: await response.text(), token: built.token, body: built.body };
    },
    close: () => simulator.close(),
  };
}

/** Checks a refusal: its status, a problem details body, and nothing of the token or body in it. */
export function expectRefused(sent: Sent, status: number): { readonly detail: string; readonly [key: string]: unknown } {
  expect(sent.response.status).toBe(status);
  expect(sent.response.headers.get("content-type")).toBe("application/problem+json");
  expect(sent.text).not.toContain(sent.token);
  const claims = sent.token.split(".")[1] ?? "";
  if (claims.length > 8) expect(sent.text).not.toContain(claims);
  if (sent.body.length > 0) expect(sent.text).not.toContain(sent.body);
  const problem = JSON.parse(sent.text) as { status: number; title: string; detail: string };
  expect(problem.status).toBe(status);
  expect(typeof problem.title).toBe("string");
  return problem;
}
