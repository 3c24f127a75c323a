// Broken providers whose break is in what leaves them: the gateway's deliveries (events) and the
// answers a proxy changes on their way back (spec).
import type { BrokenProvider } from "./broken-providers.js";

const json = (body: Buffer) => JSON.parse(body.toString("utf8")) as Record<string, unknown>;

export const BROKEN_DELIVERIES_AND_ANSWERS: readonly BrokenProvider[] = [
  {
    name: "RecordCreated is never delivered",
    capability: "events",
    caughtBy: "events/record-created",
    breakIt: (h) =>
      h.breakDeliveries((url, init, send) =>
        url.includes("/PLATFORM.DataService.RecordCreated/")
          ? Promise.resolve(new Response(null, { status: 204 }))
          : send(url, init),
      ),
  },
  {
    name: "deliveries carry a token with a changed signature",
    capability: "events",
    caughtBy: "events/signed",
    breakIt: (h) =>
      h.breakDeliveries((url, init, send) => {
        const headers = new Headers(init.headers);
        const token = headers.get("authorization") ?? "";
        const at = token.lastIndexOf(".") + 6;
        headers.set("authorization", `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`);
        return send(url, { ...init, headers });
      }),
  },
  {
    name: "a refused delivery is not sent again",
    capability: "events",
    caughtBy: "events/redelivered-same-message-id",
    breakIt: (h) => {
      const refused = new Set<string>();
      h.breakDeliveries(async (url, init, send) => {
        if (refused.has(url)) return new Response(null, { status: 204 });
        const response = await send(url, init);
        if (!response.ok) refused.add(url);
        return response;
      });
    },
  },
  {
    name: "deliveries are sent as text/plain",
    capability: "events",
    caughtBy: "events/headers",
    breakIt: (h) =>
      h.breakDeliveries((url, init, send) => {
        const headers = new Headers(init.headers);
        headers.set("content-type", "text/plain");
        return send(url, { ...init, headers });
      }),
  },
  {
    name: "GetData answers text/plain",
    capability: "spec",
    caughtBy: "spec/getData",
    breakIt: (h) => {
      h.proxies["data-integration"].current = {
        answer: (request, answer) => {
          if (request.target.startsWith("/api/v2/QueryingData/GetData?") && answer.status === 200)
            answer.headers["content-type"] = "text/plain";
        },
      };
    },
  },
  {
    name: "GetData answers a CurrencyNumber field without its currency code",
    capability: "spec",
    caughtBy: "spec/getData",
    alsoRun: ["data-integration"],
    breakIt: (h) => {
      h.proxies["data-integration"].current = {
        answer: (request, answer) => {
          if (request.target.startsWith("/api/v2/QueryingData/GetData?") && answer.status === 200) {
            const page = json(answer.body) as { items: Record<string, unknown>[] };
            answer.body = Buffer.from(
              JSON.stringify({
                ...page,
                items: page.items.map((item) => ({ ...item, Price: { _type: "CurrencyNumber", value: 12.5 } })),
              }),
            );
          }
        },
      };
    },
  },
  {
    name: "file info answers its length as text",
    capability: "spec",
    caughtBy: "spec/getFileInfo",
    alsoRun: ["files"],
    breakIt: (h) => {
      h.proxies["file-content"].current = {
        answer: (request, answer) => {
          if (request.target.includes("/Info?") && answer.status === 200) {
            const info = json(answer.body) as { metadata: Record<string, unknown> };
            answer.body = Buffer.from(
              JSON.stringify({ ...info, metadata: { ...info.metadata, length: String(info.metadata.length) } }),
            );
          }
        },
      };
    },
  },
  {
    name: "the order settings answer a consumer channel the spec does not have",
    capability: "spec",
    caughtBy: "spec/getIntegrationSettings",
    breakIt: (h) => {
      h.proxies["order-integration"].current = {
        answer: (request, answer) => {
          if (
            request.method === "GET" &&
            request.target.startsWith("/api/v1/Integration/Settings") &&
            answer.status === 200
          ) {
            answer.body = Buffer.from(JSON.stringify({ ...json(answer.body), consumerChannel: "Pigeon" }));
          }
        },
      };
    },
  },
];
