// The address of a POST (outgoing-message.ts): joined to each registered address's remembered parts,
// it is exactly what messageUrl makes with the URL API, for any registered path, query and route.
import { describe, expect, it } from "vitest";
import { outgoingUrl } from "../../../../tools/src/sandbox/gateway/outgoing-message.js";
import { messageUrl } from "../../../../src/webhooks/simulator/index.js";

const ADDRESSES = [
  "https://erp.example.test/hooks",
  "https://erp.example.test/hooks/",
  "https://erp.example.test/hooks///",
  "https://erp.example.test",
  "https://erp.example.test/",
  "https://erp.example.test?x=1",
  "http://127.0.0.1:8080/a b/c?q=a b&r=%20",
  "HTTPS://ERP.example.test:443/Hooks/./x/../y?",
  "https://user@erp.example.test/hooks",
];

const ROUTES: [string, string, string][] = [
  ["PLATFORM.PlatformStore.OrderReleased", "OrderReleased", "0b1c6a58-3d1e-4c8e-9f9e-000000000001"],
  ["PLATFORM.PlatformStore.OrderReleased", "OrderReleased", ".."],
  [".", "UnknownMessageType", "m-1"],
  ["some type/with ?#%", "UnknownMessageType", "m~1_2.3"],
];

describe("the address of a POST is the one messageUrl makes", () => {
  for (const webhookUrl of ADDRESSES)
    for (const [messageType, contractType, messageId] of ROUTES)
      it(`${webhookUrl} + ${messageType}/${contractType}/${messageId}`, () => {
        const message = { webhookUrl, messageType, contractType, messageId } as Parameters<typeof outgoingUrl>[0];
        // Twice: the second is built from the remembered parts of the address.
        expect(outgoingUrl(message)).toBe(messageUrl(webhookUrl, messageType, contractType, messageId));
        expect(outgoingUrl(message)).toBe(messageUrl(webhookUrl, messageType, contractType, messageId));
      });

  it("refuses an address with a fragment as messageUrl does", () => {
    const message = {
      webhookUrl: "https://erp.example.test/hooks#x",
      messageType: "PLATFORM.PlatformStore.OrderReleased",
      contractType: "OrderReleased",
      messageId: "m-1",
    } as Parameters<typeof outgoingUrl>[0];
    expect(() => outgoingUrl(message)).toThrow("webhookUrl must not carry a fragment (#...)");
  });
});
