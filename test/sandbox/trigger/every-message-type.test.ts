// Issue 34: every message type of the AsyncAPI spec can be caused on demand from real state, and
// reaches the tenant's webhook consumer valid in payload and headers.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventCatalogue, validateEvent, validateEventHeaders, type MessageType } from "../../../src/events/index.js";
import { TRIGGERS } from "../../../tools/src/sandbox/triggers/index.js";
import { DEFAULT_TENANT_ID, startTriggerWorld, type TriggerWorld } from "../../support/trigger-world.js";
import type { Json } from "../../support/openapi.js";

let world: TriggerWorld;
beforeAll(async () => {
  world = await startTriggerWorld();
});
afterAll(async () => {
  await world?.close();
});

const MESSAGE_TYPES = Object.keys(eventCatalogue) as MessageType[];

/** The payload schema's property names, through its allOf and $defs. */
function payloadFields(messageType: MessageType): string[] {
  const schema = JSON.parse(
    readFileSync(`generated/schemas/${eventCatalogue[messageType].payloadSchema}.schema.json`, "utf8"),
  );
  const fields = (part: Json): string[] => [
    ...Object.keys(part.properties ?? {}),
    ...(part.allOf ?? []).flatMap((member: Json) =>
      fields(member.$ref === undefined ? member : schema.$defs[member.$ref.replace("#/$defs/", "")]),
    ),
  ];
  return fields(schema).sort();
}

describe("every message of the AsyncAPI spec has a trigger", () => {
  it("the trigger table holds exactly the generated catalogue's message types", () => {
    expect(Object.keys(TRIGGERS).sort()).toEqual([...MESSAGE_TYPES].sort());
  });
  it.each(MESSAGE_TYPES)(
    "the trigger of %s says of every payload field whether an override changes state with it or why it is refused",
    (messageType) => {
      expect(Object.keys(TRIGGERS[messageType].fields).sort()).toEqual(payloadFields(messageType));
    },
  );
});

describe("a trigger drives the platform's own transition and its event reaches the webhook consumer", () => {
  it.each(MESSAGE_TYPES)(
    "%s: caused, delivered, valid in payload and headers, and acknowledged",
    async (messageType) => {
      const { status, body } = await world.trigger({ tenantId: DEFAULT_TENANT_ID, messageType });
      expect(status, JSON.stringify(body)).toBe(201);
      const asked = body.events.filter((e: { messageType: string }) => e.messageType === messageType);
      expect(asked.length).toBeGreaterThan(0);
      await world.sandbox.control.gateway.idle();
      for (const event of asked) {
        expect(validateEvent(messageType, event.payload).valid).toBe(true);
        for (const delivery of event.deliveries) {
          expect(delivery).toMatchObject({
            channel: "webhook",
            address: expect.stringContaining(`/hooks/${messageType}/`),
          });
          const record = world.sandbox.control.gateway.delivery(delivery.messageId);
          expect(record?.status).toBe("Delivered");
          const handled = world.consumer.handled.find((h) => h.context.messageId === delivery.messageId);
          expect(handled?.payload).toEqual(event.payload);
          expect(handled?.context).toMatchObject({ messageType, tenantId: DEFAULT_TENANT_ID });
          expect(validateEventHeaders(messageType, record!.headers)).toEqual([]);
        }
      }
      expect(world.consumer.rejections).toEqual([]);
    },
  );
});

describe("the sandbox kept to its spec", () => {
  it("no answer broke the spec", () => {
    expect(world.sandbox.violations).toEqual([]);
  });
});
