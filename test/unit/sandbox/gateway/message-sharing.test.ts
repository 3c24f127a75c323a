// Messages to one consumer share one address and one headers object when they carry equal ones, so a long history
// holds them once; a message whose headers or address differ keeps its own, and becomes the one the next shares.
import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../../../../tools/src/sandbox/gateway/delivery-record.js";
import { MessageSharing } from "../../../../tools/src/sandbox/gateway/message-sharing.js";

function message(messageId: string, webhookUrl: string, headers: Record<string, string>): StoredMessage {
  return {
    messageId,
    messageType: "OrderCreated" as StoredMessage["messageType"],
    contractType: "Order",
    tenantId: "tenant-a",
    webhookUrl,
    headers,
    body: "{}",
    rateLimit: undefined,
    expiresAt: undefined,
    publishedAt: 0,
  };
}

describe("messages to one consumer with equal headers and address share the objects of the one before", () => {
  it("gives the second message the first one's headers object and address, its own id kept", () => {
    const sharing = new MessageSharing();
    const first = sharing.share(message("m1", "http://127.0.0.1:9000/hooks", { "X-VendorCode": "v1" }));
    const second = sharing.share(message("m2", "http://127.0.0.1:9000/hooks", { "X-VendorCode": "v1" }));
    expect(second.headers).toBe(first.headers);
    expect(second.messageId).toBe("m2");
  });

  it("keeps a message's own headers when one differs, and shares those with the next", () => {
    const sharing = new MessageSharing();
    const first = sharing.share(message("m1", "http://127.0.0.1:9000/hooks", { "X-VendorCode": "v1" }));
    const changed = sharing.share(message("m2", "http://127.0.0.1:9000/hooks", { "X-VendorCode": "v2" }));
    const next = sharing.share(message("m3", "http://127.0.0.1:9000/hooks", { "X-VendorCode": "v2" }));
    expect(changed.headers).not.toBe(first.headers);
    expect(changed.headers).toEqual({ "X-VendorCode": "v2" });
    expect(next.headers).toBe(changed.headers);
  });

  it("shares nothing with another consumer, nor with its own consumer written with a trailing slash", () => {
    const sharing = new MessageSharing();
    const first = sharing.share(message("m1", "http://127.0.0.1:9000/a", { "X-VendorCode": "v1" }));
    const other = sharing.share(message("m2", "http://127.0.0.1:9000/b", { "X-VendorCode": "v1" }));
    const slashed = sharing.share(message("m3", "http://127.0.0.1:9000/a/", { "X-VendorCode": "v1" }));
    expect(other.headers).not.toBe(first.headers);
    expect(slashed.webhookUrl).toBe("http://127.0.0.1:9000/a/");
    expect(slashed.headers).not.toBe(first.headers);
  });
});
