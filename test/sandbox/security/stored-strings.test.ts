// Every stored string is bounded where it is taken (issue 31): on main a tenant's 7 MB
// consumerWebhookUrl (bounded only by the 8 MB body limit) was copied into every delivery, and 300
// published records took the process from 1 to 3.9 GiB and out of memory, every tenant with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../tools/src/sandbox/index.js";
import { MAX_HEADER_TEXT } from "../../../tools/src/sandbox/file-content/handlers/multipart.js";
import { MAX_WEBHOOK_URL } from "../../../tools/src/sandbox/gateway/webhook-address.js";
import { MAX_STORED_TEXT } from "../../../tools/src/sandbox/kernel/stored-text.js";
import { dataClient, startDataSandbox } from "../../support/data-sandbox.js";
import { serviceUrl } from "../../support/sandbox.js";
import { bearerOf, expectStillAnswering } from "../../support/sandbox-probes.js";

const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startDataSandbox({ services: ["data-integration", "order-integration", "file-content"] });
});
afterAll(() => sandbox.stop());

async function send(
  service: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; detail: string | undefined }> {
  const response = await fetch(`${serviceUrl(sandbox, service)}${path}`, {
    method,
    headers: { authorization: await bearerOf(sandbox, "shop"), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, detail: ((await response.json()) as { detail?: string }).detail };
}

describe(
  `a webhook address holds at most ${MAX_WEBHOOK_URL} characters, ` +
    `refused at registration naming the field and the bound`,
  () => {
    const long = `http://hooks.example.test/${"a".repeat(MAX_WEBHOOK_URL)}`;

    it(
      "a 7 MB consumerWebhookUrl (the one that took the process out of memory) " +
        "is 400 naming the field and the bound, and the sandbox answers on",
      async () => {
        const { status, detail } = await send("data-integration", "POST", "/api/v2/IntegrationAgents/Settings", {
          sourceDefinition: {
            consumerType: "Webhook",
            consumerWebhookUrl: `http://hooks.example.test/${"a".repeat(7_000_000)}`,
          },
        });
        expect(status).toBe(400);
        expect(detail).toContain(
          `body $.sourceDefinition.consumerWebhookUrl must NOT have more than ${MAX_STORED_TEXT} characters`,
        );
        await expectStillAnswering(sandbox);
      },
    );

    it.each([
      [
        "V2 settings",
        "data-integration",
        "POST",
        "/api/v2/IntegrationAgents/Settings",
        { sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: long } },
        "body $.sourceDefinition.consumerWebhookUrl",
      ],
      [
        "order settings",
        "order-integration",
        "PATCH",
        "/api/v1/Integration/Settings",
        { orderReleased: true, consumerChannel: "Webhook", webhookUrl: long },
        "body $.webhookUrl",
      ],
    ])("%s: an address over the bound is 400 naming the field", async (_, service, method, path, body, field) => {
      const { status, detail } = await send(service, method, path, body);
      expect(status).toBe(400);
      expect(detail).toContain(
        `${field} has ${long.length} characters; a webhook address may have at most ${MAX_WEBHOOK_URL}`,
      );
    });

    it("an address of exactly the bound is taken", async () => {
      const { status } = await send("data-integration", "POST", "/api/v2/IntegrationAgents/Settings", {
        sourceDefinition: { consumerType: "Webhook", consumerWebhookUrl: long.slice(0, MAX_WEBHOOK_URL) },
      });
      expect(status).toBe(200);
    });
  },
);

describe(
  `names, codes, descriptions and keys hold at most ${MAX_STORED_TEXT} ` +
    `characters; record values are the tenant's data, stored as sent`,
  () => {
    it(
      "a description one character over is 400 naming the " + "field and the bound; one of the bound is stored",
      async () => {
        const over = await send("data-integration", "POST", "/api/v2/IntegrationAgents/Settings", {
          agentDefinition: { description: "d".repeat(MAX_STORED_TEXT + 1) },
        });
        expect(over.status).toBe(400);
        expect(over.detail).toContain(
          `body $.agentDefinition.description must NOT have more than ${MAX_STORED_TEXT} characters`,
        );
        expect(
          (
            await send("data-integration", "POST", "/api/v2/IntegrationAgents/Settings", {
              agentDefinition: { description: "d".repeat(MAX_STORED_TEXT) },
            })
          ).status,
        ).toBe(200);
      },
    );

    it("a record's recordId over the bound is refused at publish naming the item", async () => {
      const shop = dataClient(sandbox, "shop");
      const source = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
      const { status, detail } = await send(
        "data-integration",
        "POST",
        `/api/v1/SourcingData/EnqueueDataBySourceId/${source}/start`,
        { items: [{ entityId: "Item", recordId: "r".repeat(MAX_STORED_TEXT + 1), data: {} }] },
      );
      expect(status).toBe(400);
      expect(detail).toContain(`body $.items[0].recordId must NOT have more than ${MAX_STORED_TEXT} characters`);
    });

    it("a record value of 100,000 characters is published and read back as sent", async () => {
      const shop = dataClient(sandbox, "shop");
      const source = (await shop.POST("/api/v2/IntegrationAgents/Settings", { body: {} })).data!.source!.sourceId!;
      await shop.PATCH("/api/v2/IntegrationAgents/Transformations", {
        body: {
          upsert: [{ customCode: "items", mappings: [{ entityId: "Item", modelId: MODEL, autoMapFields: true }] }],
        },
      });
      const text = "t".repeat(100_000);
      const published = await send(
        "data-integration",
        "POST",
        `/api/v1/SourcingData/EnqueueDataBySourceId/${source}/start`,
        { items: [{ entityId: "Item", recordId: "LONG", data: { text } }] },
      );
      expect(published.status).toBe(201);
      const { data } = await dataClient(sandbox, "crm").GET("/api/v2/QueryingData/GetData", {
        params: { query: { modelId: MODEL, externalId: `LONG.Item.${source}` } },
      });
      expect((data!.items[0] as Record<string, unknown>).text).toBe(text);
    });
  },
);

describe(`a file's name and media type come back as headers: at most ${MAX_HEADER_TEXT} characters each`, () => {
  const upload = async (filename: string, contentType: string) => {
    const boundary = "b0undary";
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
      `filename="${filename}"\r\nContent-Type: ${contentType}` +
      `\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const response = await fetch(`${serviceUrl(sandbox, "file-content")}/api/v1/FileUpload?accessLevel=Public`, {
      method: "POST",
      headers: {
        authorization: await bearerOf(sandbox, "shop"),
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    return { status: response.status, body: (await response.json()) as { detail?: string; uploadId?: string } };
  };

  it("a filename over the bound is 400 naming the part and the bound", async () => {
    const { status, body } = await upload(`${"n".repeat(MAX_HEADER_TEXT)}.txt`, "text/plain");
    expect(status).toBe(400);
    expect(body.detail).toBe(
      `body part "file": filename has ${MAX_HEADER_TEXT + 4} ` +
        `characters; a file name may have at most ${MAX_HEADER_TEXT}`,
    );
  });

  it("a media type over the bound is 400 naming the part and the bound", async () => {
    const { status, body } = await upload("a.txt", `text/plain; x=${"v".repeat(MAX_HEADER_TEXT)}`);
    expect(status).toBe(400);
    expect(body.detail).toBe(
      `body part "file": Content-Type has ${MAX_HEADER_TEXT + 14} ` +
        `characters; a media type may have at most ${MAX_HEADER_TEXT}`,
    );
  });

  it("the name a file is created with is bounded the same way", async () => {
    const { body } = await upload("a.txt", "text/plain");
    const created = await send("file-content", "POST", `/api/v1/Files/${body.uploadId}?accessLevel=Public`, {
      sharingType: "Restricted",
      folderId: "1d2e3f40-5a6b-4c7d-8e9f-a0b1c2d3e4f5",
      name: "n".repeat(MAX_HEADER_TEXT + 1),
    });
    expect(created.status).toBe(400);
    expect(created.detail).toBe(
      `body $.name has ${MAX_HEADER_TEXT + 1} characters; a file name may have at most ${MAX_HEADER_TEXT}`,
    );
  });
});
