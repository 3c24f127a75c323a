import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { createGatewayKeySet, type GatewayKeySet } from "../../../../src/webhooks/gateway-key-set.js";
import type { WebhookContext, WebhookHandlers } from "../../../../src/webhooks/message-context.js";
import { createWebhookHandler } from "../../../../src/webhooks/create-webhook-handler.js";
import { createGatewaySimulator } from "../../../../src/webhooks/simulator/index.js";
import type { GatewaySimulator } from "../../../../src/webhooks/simulator/gateway-simulator.js";
import {
  type WebhookErrorInfo,
  type WebhookHandler,
  type WebhookHandlerSettings,
  type WebhookRejectionInfo,
} from "../../../../src/webhooks/webhook-options.js";
import { testClock, type TestClock } from "./clock.js";
import { eventCatalogue, type EventPayloads, type MessageType } from "../../../../generated/events/catalogue.js";
import { exampleOf, messageTypes } from "./examples.js";

export const ORIGIN = "https://consumer.test";
export const BASE_PATH = "/hooks";
export const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

export interface HandledMessage {
  readonly payload: unknown;
  readonly context: WebhookContext;
}

/** A request to the webhook: valid unless a field says otherwise. */
export interface DeliveryInit {
  readonly messageType?: MessageType;
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
  readonly simulator: GatewaySimulator<EventPayloads>;
  readonly handler: WebhookHandler;
  readonly handled: HandledMessage[];
  readonly rejections: WebhookRejectionInfo[];
  readonly errors: Array<{ readonly error: unknown; readonly info: WebhookErrorInfo }>;
  /** Waits the simulator asked for between attempts, in milliseconds. */
  readonly backoffs: number[];
  /** What the default handlers do before recording a message; a throw fails the delivery. */
  behaviour: ((payload: unknown, context: WebhookContext) => Promise<void>) | undefined;
  /** Forgets what earlier tests recorded, for a harness shared by a file. */
  reset(): void;
  request(init?: DeliveryInit): Promise<{ request: Request; token: string; body: string }>;
  send(init?: DeliveryInit): Promise<Sent>;
  close(): Promise<void>;
}

export type HarnessSettings = Partial<Omit<WebhookHandlerSettings<EventPayloads>, "handlers">> & {
  readonly handlers?: WebhookHandlers<EventPayloads>;
  readonly keySet?: GatewayKeySet;
};

function recordingHandlers(harness: () => Harness): WebhookHandlers<EventPayloads> {
  const record = async (payload: unknown, context: WebhookContext) => {
    await harness().behaviour?.(payload, context);
    harness().handled.push({ payload, context });
  };
  return Object.fromEntries(messageTypes.map((messageType) => [messageType, record]));
}

/**
 * A webhook over the generated catalogue, verifying tokens of a gateway simulator whose deliveries
 * reach it in-process: the JWKS server is real, the webhook needs no socket.
 */
export async function createHarness(settings: HarnessSettings = {}): Promise<Harness> {
  const clock = testClock();
  const handled: HandledMessage[] = [];
  const rejections: WebhookRejectionInfo[] = [];
  const errors: Array<{ error: unknown; info: WebhookErrorInfo }> = [];
  const backoffs: number[] = [];
  let handler: WebhookHandler | undefined;
  const simulator = await createGatewaySimulator({
    now: clock.now,
    sleep: async (milliseconds) => {
      backoffs.push(milliseconds);
    },
    fetch: async (input, init) => (handler as WebhookHandler)(new Request(input, init)),
  });
  const keySet = createGatewayKeySet({ jwksUrl: simulator.jwksUrl, now: clock.now });
  handler = createWebhookHandler({
    issuer: simulator.issuer,
    audience: simulator.audience,
    ...(settings.acceptAnyClientId === true ? {} : { clientId: "message-gateway" }),
    basePath: BASE_PATH,
    now: clock.now,
    onRejection: (info) => rejections.push(info),
    onError: (error, info) => errors.push({ error, info }),
    ...settings,
    keySet: settings.keySet ?? keySet,
    handlers: settings.handlers ?? recordingHandlers(() => harness),
  });
  const webhook = handler;

  async function request(init: DeliveryInit = {}) {
    const messageType = init.messageType ?? "PLATFORM.DataService.RefreshSourceStatus";
    const contractType = init.contractType ?? eventCatalogue[messageType].contractType ?? "EnqueueDataStatusChanged";
    const path = init.path ?? `${BASE_PATH}/${messageType}/${contractType}/${init.messageId ?? crypto.randomUUID()}`;
    const token = init.token ?? (await simulator.signToken());
    const body = init.body === undefined ? JSON.stringify(exampleOf(messageType)) : init.body;
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
    });
    return { request: built, token, body: typeof body === "string" ? body : "" };
  }

  const harness: Harness = {
    clock,
    simulator,
    handler: webhook,
    handled,
    rejections,
    errors,
    backoffs,
    behaviour: undefined,
    reset() {
      for (const list of [handled, rejections, errors, backoffs]) list.length = 0;
      harness.behaviour = undefined;
    },
    request,
    async send(init) {
      const built = await request(init);
      const response = await webhook(built.request);
      return { response, text: await response.text(), token: built.token, body: built.body };
    },
    close: () => simulator.close(),
  };
  return harness;
}

/** Checks a refusal: its status, a problem details body, and nothing of the token or body in it. */
export function expectRefused(
  sent: Sent,
  status: number,
): { readonly detail: string; readonly [key: string]: unknown } {
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

/**
 * One harness for a whole test file (RSA key generation is slow), reset before each test; a test
 * that needs other settings gets its own with `own`, closed after it.
 */
export function sharedHarness(): {
  readonly harness: () => Harness;
  readonly own: (settings: HarnessSettings) => Promise<Harness>;
} {
  let shared: Harness | undefined;
  let current: Harness | undefined;
  beforeAll(async () => {
    shared = await createHarness();
  });
  afterAll(async () => {
    await shared?.close();
  });
  beforeEach(() => {
    shared?.reset();
    current = shared;
  });
  afterEach(async () => {
    if (current !== shared) await current?.close();
  });
  return {
    harness: () => {
      if (current === undefined) throw new Error("sharedHarness is used outside a test");
      return current;
    },
    own: async (settings) => {
      current = await createHarness(settings);
      return current;
    },
  };
}
