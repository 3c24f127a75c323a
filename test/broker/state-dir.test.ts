// --state-dir keeps the message broker's backlog: messages for native data sources that the broker
// has not confirmed when the sandbox is killed (or stopped) are published after the restart, with
// their messageIds, once and in order; a start without --amqp-url keeps them in the folder.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect, type GetMessage } from "amqplib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_TENANT_ID } from "../../tools/src/sandbox/index.js";
import { eventually } from "../support/processes.js";
import { startRabbitMqApp, stopRabbitMqApp } from "../support/rabbitmq-server.js";
import { startSandboxCli, stopSandboxCli, type SandboxCli } from "../support/sandbox-cli.js";
import { scaled } from "../support/time.js";
import type { Json } from "../support/openapi.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const rabbitmq = inject("rabbitmq");

let base: number | undefined;
let stateDir: string;
let sandbox: SandboxCli | undefined;
let token: string;
let sourceId: string;

const url = (path: string) => `http://127.0.0.1:${base}${path}`;

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(url(path), {
    method,
    // The control API takes a call that changes state only as application/json, body or not.
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined && method === "GET" ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) };
}

async function newToken(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${base! + 2}/connect/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`,
    },
    body: new URLSearchParams({ grant_type: "client_credentials", tid: DEFAULT_TENANT_ID, scope: "apiim" }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The overview's broker channel; its GET is answered only after every change before it is saved. */
async function brokerStatus(): Promise<{ connected: boolean; published: number; backlog: number } | null> {
  return (await call("GET", "/_sandbox/overview")).body.broker;
}

/** Publishes records as one queue item and resolves with its operationId once it is processed. */
async function publish(...recordIds: string[]): Promise<string> {
  const started = await call("POST", `/api/v1/SourcingData/EnqueueDataBySourceId/${sourceId}/start`, {
    items: recordIds.map((recordId) => ({ entityId: "Item", recordId, fields: [{ key: "name", value: recordId }] })),
  });
  expect(started.status).toBe(201);
  const { queueItemId, operationId } = started.body as { queueItemId: string; operationId: string };
  await eventually(
    "the queue item is processed",
    async () =>
      (await call("GET", `/api/v1/SourcingData/EnqueueDataBySourceId/${sourceId}/status/${queueItemId}`)).body
        ?.status === "Success",
  );
  return operationId;
}

/** The messages in DS.Data, oldest first, taken off the queue. */
async function takeDsData(): Promise<GetMessage[]> {
  const connection = await connect(rabbitmq.url);
  const channel = await connection.createChannel();
  const messages: GetMessage[] = [];
  for (
    let message = await channel.get("DS.Data", { noAck: true });
    message !== false;
    message = await channel.get("DS.Data", { noAck: true })
  )
    messages.push(message);
  await connection.close();
  return messages;
}

// The first start takes ports of its own; every restart takes the same ones (the issuer is the identity provider's
// address).
async function start(...extra: string[]): Promise<SandboxCli> {
  const cli = await startSandboxCli(
    ["--service", "data-integration", "--service", "identity-provider", "--state-dir", stateDir, ...extra],
    base === undefined ? {} : { basePort: base },
  );
  base = cli.base;
  return cli;
}

beforeAll(async () => {
  stateDir = join(mkdtempSync(join(tmpdir(), "sandbox-state-")), "state");
  sandbox = await start("--amqp-url", rabbitmq.url);
  token = await newToken();
  expect(
    (await call("POST", "/_sandbox/data-models", { tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" })).status,
  ).toBe(201);
  // A native publisher: its own record events go to the broker.
  sourceId = (await call("POST", "/api/v2/IntegrationAgents/Settings", { sourceDefinition: { consumerType: "None" } }))
    .body.source.sourceId;
  expect(
    (
      await call("PATCH", "/api/v2/IntegrationAgents/Transformations", {
        upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
      })
    ).status,
  ).toBe(204);
  await takeDsData();
}, scaled(60_000));

afterAll(async () => {
  if (sandbox !== undefined) await stopSandboxCli(sandbox);
  await startRabbitMqApp(rabbitmq).catch(() => undefined);
});

describe("messages the broker has not confirmed survive a SIGKILL of the sandbox", () => {
  let operationId: string;
  let kept: string;

  it(
    "with the broker away, the record events wait in the " + "backlog, saved before the answer that shows them",
    async () => {
      await stopRabbitMqApp(rabbitmq);
      await eventually(
        "the sandbox sees the broker gone",
        async () => (await brokerStatus())?.connected === false,
        scaled(15_000),
      );
      operationId = await publish("K-1", "K-2", "K-3");
      expect(await brokerStatus()).toMatchObject({ connected: false, published: 0, backlog: 3 });
      await stopSandboxCli(sandbox!);
      sandbox = undefined;
    },
  );

  it("a restart without --amqp-url keeps them in the folder and says so", async () => {
    await startRabbitMqApp(rabbitmq);
    sandbox = await start();
    kept = sandbox.output();
    expect(kept).toContain(
      `sandbox: 3 message(s) for the message broker saved in ${stateDir} ` +
        `wait for a start with --amqp-url; the state folder keeps them`,
    );
    expect(await brokerStatus()).toBeNull();
    await stopSandboxCli(sandbox);
    sandbox = undefined;
  });

  it(
    "a restart with --amqp-url publishes them once, oldest first, " +
      "as RecordCreated of the queue item with X-Tenant-Id",
    async () => {
      sandbox = await start("--amqp-url", rabbitmq.url);
      expect(sandbox.output()).toContain("sandbox: 3 message(s) for the message broker");
      await eventually("the backlog is confirmed", async () => (await brokerStatus())?.published === 3, scaled(15_000));
      expect(await brokerStatus()).toMatchObject({ connected: true, published: 3, backlog: 0 });
      const messages = await takeDsData();
      expect(messages.map((m) => m.fields.routingKey)).toEqual(Array(3).fill("PLATFORM.DataService.RecordCreated"));
      expect(messages.map((m) => (JSON.parse(m.content.toString()) as { operationId: string }).operationId)).toEqual([
        operationId,
        operationId,
        operationId,
      ]);
      expect(messages.map((m) => m.properties.headers?.["X-Tenant-Id"])).toEqual(Array(3).fill(DEFAULT_TENANT_ID));
      expect(new Set(messages.map((m) => m.properties.messageId)).size).toBe(3);
    },
  );

  it("what the broker confirmed is gone from the folder: the next restart has nothing to publish", async () => {
    await stopSandboxCli(sandbox!);
    sandbox = await start("--amqp-url", rabbitmq.url);
    expect(sandbox.output()).not.toContain("message(s) for the message broker");
    expect(await brokerStatus()).toMatchObject({ published: 0, backlog: 0 });
  });
});

describe("a sandbox stopped while the broker is away keeps the backlog for the restart", () => {
  it("SIGTERM logs the message kept, and the restart publishes it once", async () => {
    await stopRabbitMqApp(rabbitmq);
    await eventually(
      "the sandbox sees the broker gone",
      async () => (await brokerStatus())?.connected === false,
      scaled(15_000),
    );
    const operationId = await publish("S-1");
    await stopSandboxCli(sandbox!, "SIGTERM");
    expect(sandbox!.output()).toContain("1 message(s) for the message broker");
    expect(sandbox!.output()).toContain(
      "were not published before the sandbox stopped; the state " +
        "folder keeps them and they are published after the restart",
    );
    await startRabbitMqApp(rabbitmq);
    sandbox = await start("--amqp-url", rabbitmq.url);
    await eventually("the backlog is confirmed", async () => (await brokerStatus())?.published === 1, scaled(15_000));
    const [message, ...more] = await takeDsData();
    expect(more).toEqual([]);
    expect(JSON.parse(message!.content.toString())).toMatchObject({ operationId });
  });
});

describe("a reset drops the broker's backlog with the rest of the state", () => {
  it(
    "held by a sandbox without --amqp-url, the saved messages are gone after " +
      "POST /_sandbox/reset: the next start with a broker publishes nothing",
    async () => {
      await stopRabbitMqApp(rabbitmq);
      await eventually(
        "the sandbox sees the broker gone",
        async () => (await brokerStatus())?.connected === false,
        scaled(15_000),
      );
      await publish("R-1");
      await stopSandboxCli(sandbox!);
      sandbox = await start();
      expect(sandbox.output()).toContain("1 message(s) for the message broker saved in");
      expect((await call("POST", "/_sandbox/reset")).status).toBe(204);
      await stopSandboxCli(sandbox);
      await startRabbitMqApp(rabbitmq);
      sandbox = await start("--amqp-url", rabbitmq.url);
      expect(sandbox.output()).not.toContain("message(s) for the message broker");
      expect(await brokerStatus()).toMatchObject({ published: 0, backlog: 0 });
    },
  );

  it("held by a sandbox with a broker away, the backlog is dropped and the drop is logged", async () => {
    token = await newToken();
    expect(
      (await call("POST", "/_sandbox/data-models", { tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" })).status,
    ).toBe(201);
    sourceId = (
      await call("POST", "/api/v2/IntegrationAgents/Settings", { sourceDefinition: { consumerType: "None" } })
    ).body.source.sourceId;
    expect(
      (
        await call("PATCH", "/api/v2/IntegrationAgents/Transformations", {
          upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
        })
      ).status,
    ).toBe(204);
    await stopRabbitMqApp(rabbitmq);
    await eventually(
      "the sandbox sees the broker gone",
      async () => (await brokerStatus())?.connected === false,
      scaled(15_000),
    );
    await publish("R-2", "R-3");
    expect(await brokerStatus()).toMatchObject({ backlog: 2 });
    expect((await call("POST", "/_sandbox/reset")).status).toBe(204);
    expect(await brokerStatus()).toMatchObject({ backlog: 0, published: 0 });
    expect(sandbox!.output()).toContain("sandbox: reset: 2 message(s) held for the message broker");
    await startRabbitMqApp(rabbitmq);
  });
});
