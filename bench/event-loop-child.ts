// Run by bench/event-loop-block.ts in a node process of its own:
//   event-loop-child.ts
// A sandbox (startSandbox of the built tools) runs in this process, and the hostile suite's kinds of
// request go to it over HTTP from here, one at a time, each body built beforehand. The event loop
// delay histogram is reset as a request is sent and read once its answer has been read: its maximum
// is how long that request held the loop (this side only writes a ready buffer and reads a short
// answer). Prints one JSON line: per kind, the answer's status and each repetition's hold in ms.
import { request } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type * as Sandbox from "../tools/src/sandbox/index.js";
import { importTools } from "./lib.js";

const REPEATS = 5;
const MODEL = "3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const DATA_BODY_BYTES = 4000 * 2 * 1024;
const SOURCE_UUID = "6f1d3c2a-8b4e-4f7a-9c1d-2e5b8a7f0c31";

const { startSandbox, DEFAULT_SEED, DEFAULT_TENANT_ID } = await importTools<typeof Sandbox>(
  "@integration-platform/contracts-tools/sandbox",
);
const sandbox = await startSandbox({
  basePort: "free",
  services: ["data-integration"],
  seed: { ...DEFAULT_SEED, dataModels: [{ tenantId: DEFAULT_TENANT_ID, id: MODEL, code: "Items" }] },
  onLog: () => {},
});
const dataUrl = sandbox.services.find((s) => s.name === "data-integration")!.url;

interface Answer {
  readonly status: number;
  readonly text: string;
}

function send(url: string, method: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const tokenAnswer = await send(
  `${sandbox.messageGateway.issuer}/connect/token`,
  "POST",
  {
    "content-type": "application/x-www-form-urlencoded",
    authorization: `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`,
  },
  Buffer.from(`grant_type=client_credentials&tid=${DEFAULT_TENANT_ID}&scope=apiim`),
);
const authorization = `Bearer ${(JSON.parse(tokenAnswer.text) as { access_token: string }).access_token}`;
const json = { authorization, "content-type": "application/json" };
const settings = await send(`${dataUrl}/api/v2/IntegrationAgents/Settings`, "POST", json, Buffer.from("{}"));
const sourceId = (JSON.parse(settings.text) as { source: { sourceId: string } }).source.sourceId;

const publishUrl = () =>
  `${dataUrl}/api/v2/SourcingData/EnqueueData/start?SourceId=${sourceId}&operationId=${crypto.randomUUID()}`;
const itemsBody = (items: unknown[]) => Buffer.from(JSON.stringify({ items }));
const lookup = (externalId: string) =>
  itemsBody([{ entityId: "Item", recordId: "R-1", data: { Owner: { _type: "IncomingLookupObject", externalId } } }]);

/** Items of about 2 KiB each, as many as fit the data body limit. */
function largestValidBody(): Buffer {
  const name = "x".repeat(1_900);
  const items = Array.from({ length: 4_000 }, (_, i) => ({ entityId: "Item", recordId: `R-${i}`, data: { name } }));
  while (Buffer.byteLength(JSON.stringify({ items })) > DATA_BODY_BYTES) items.pop();
  return itemsBody(items);
}

const wideRecord = itemsBody([
  {
    entityId: "Item",
    recordId: "R-wide",
    data: Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`f${i}`, i])),
  },
]);
const manyParameters = Array.from({ length: 1_000 }, (_, i) => `p${i}=1`).join("&");

/** The kinds of request, each a function that sends one. */
const KINDS: Record<string, () => Promise<Answer>> = {
  "V2 publish, valid items filling the 8 MB data body limit": (() => {
    const body = largestValidBody();
    return () => send(publishUrl(), "POST", json, body);
  })(),
  "V2 publish, one byte over the 8 MB limit": (() => {
    const body = Buffer.alloc(DATA_BODY_BYTES + 1, " ");
    return () => send(publishUrl(), "POST", json, body);
  })(),
  "V2 publish, 8 MB of JSON that never closes": (() => {
    const body = Buffer.from(`[${"1,".repeat(DATA_BODY_BYTES / 2 - 1)}`);
    return () => send(publishUrl(), "POST", json, body);
  })(),
  "V2 publish, JSON nested 100,000 deep": (() => {
    const body = Buffer.from(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    return () => send(publishUrl(), "POST", json, body);
  })(),
  "V2 publish, a record of 200,000 fields": () => send(publishUrl(), "POST", json, wideRecord),
  "V2 publish, IncomingLookupObject with a 200,000-character externalId of dots": (() => {
    const body = lookup("a.".repeat(100_000));
    return () => send(publishUrl(), "POST", json, body);
  })(),
  "V2 publish, IncomingLookupObject with recheck's attack on the former ExternalId pattern": (() => {
    const body = lookup(`0${".-".repeat(100_000)}\n`);
    return () => send(publishUrl(), "POST", json, body);
  })(),
  "V2 publish, a valid 200,000-character externalId": (() => {
    const body = lookup(`${"a.".repeat(99_982)}${SOURCE_UUID}`);
    return () => send(publishUrl(), "POST", json, body);
  })(),
  "GetData with 1,000 query parameters": () =>
    send(`${dataUrl}/api/v2/QueryingData/GetData?modelId=${MODEL}&${manyParameters}`, "GET", { authorization }),
  "GetData, options of 12,000 characters": () =>
    send(`${dataUrl}/api/v2/QueryingData/GetData?modelId=${MODEL}&options=CC1${",%20CN1".repeat(1_700)},`, "GET", {
      authorization,
    }),
};

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const report: Record<string, { status: number; holdMs: number[] }> = {};
// A first round warms the code paths up (JIT, lazy loads) and is not counted.
for (let round = 0; round <= REPEATS; round++) {
  for (const [kind, sendOne] of Object.entries(KINDS)) {
    histogram.reset();
    const answer = await sendOne();
    const holdMs = histogram.max / 1e6;
    if (round === 0) continue;
    const entry = (report[kind] ??= { status: answer.status, holdMs: [] });
    entry.holdMs.push(holdMs);
  }
}
histogram.disable();
await sandbox.stop();
console.log(JSON.stringify(report));
