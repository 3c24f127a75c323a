// sandboxVsNodeHttp: what the sandbox's request pipeline costs over the transport it sits on. The
// built sandbox (its own node process, as a user starts it) answers GET
// /api/v2/QueryingData/GetData; a bare node:http server in a node process of its own answers the
// very bytes the sandbox answered (status, content type, body), without routing, a token, a check
// or a store. The same client (fetch, 8 in flight) asks each in turn, in the same run; the figure
// is the sandbox's requests per second over the bare server's.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  ensureProfilesDir,
  getThroughput,
  IN_FLIGHT,
  median,
  processCpuSeconds,
  round,
  type BenchContext,
  type Figure,
} from "./lib.js";
import { startCli } from "./sandbox.js";

const ROUNDS = 25;
const REQUESTS_PER_ROUND = 800;
const WARM_UP = 1_000;
const QUERY = "/api/v2/QueryingData/GetData?modelId=3f2b6c1d-9a8e-4d7f-b6a5-0c1e2d3f4a5b";
const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
const BASIC = `Basic ${Buffer.from("sandbox-client:sandbox-secret").toString("base64")}`;

// The bare server: the sandbox's answer, as bytes, to every request; it binds port 0 and prints it.
const BARE_SERVER = `
const { createServer } = require("node:http");
const { status, contentType, body } = JSON.parse(process.env.BARE_ANSWER);
const bytes = Buffer.from(body, "base64");
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(status, { "content-type": contentType, "content-length": String(bytes.length) });
    res.end(bytes);
  });
});
server.listen({ host: "127.0.0.1", port: 0 }, () => process.stdout.write(server.address().port + "\\n"));
process.on("SIGTERM", () => process.exit(0));
`;

interface BareServer {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

async function startBareServer(answer: { status: number; contentType: string; body: Buffer }): Promise<BareServer> {
  const child = spawn(process.execPath, ["-e", BARE_SERVER], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, BARE_ANSWER: JSON.stringify({ ...answer, body: answer.body.toString("base64") }) },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`the bare node:http server exited ${code} before it listened`)));
  });
  return {
    url: `http://127.0.0.1:${port}${QUERY}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export async function measureSandboxVsNodeHttp(context: BenchContext): Promise<Figure[]> {
  // With --profile the sandbox runs under node --cpu-prof, which writes its profile when it exits.
  const profileDir = context.profile ? join(ensureProfilesDir(), "sandbox-vs-node-http") : undefined;
  const sandbox = await startCli(profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
  let bare: BareServer | undefined;
  try {
    const token = await fetch(`http://127.0.0.1:${sandbox.base + 2}/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: BASIC },
      body: `grant_type=client_credentials&tid=${TENANT}&scope=apiim`,
    });
    const authorization = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
    const sandboxUrl = `http://127.0.0.1:${sandbox.base}${QUERY}`;
    const sample = await fetch(sandboxUrl, { headers: { authorization } });
    const answer = {
      status: sample.status,
      contentType: sample.headers.get("content-type") ?? "application/json",
      body: Buffer.from(await sample.arrayBuffer()),
    };
    if (answer.status !== 200) throw new Error(`GetData answered ${answer.status}: ${answer.body.toString()}`);
    bare = await startBareServer(answer);
    const targets = { sandbox: sandboxUrl, bare: bare.url };
    const pids = { sandbox: sandbox.child.pid!, bare: bare.pid };
    for (const url of Object.values(targets)) await getThroughput(fetch, url, authorization, WARM_UP);
    const perSecond: Record<keyof typeof targets, number[]> = { sandbox: [], bare: [] };
    // The servers' own CPU a request: steadier than the rates, which follow the other processes on the machine.
    const cpuSeconds = { sandbox: 0, bare: 0 };
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      // Alternating which goes first, so that neither always meets the machine warmer.
      const order: (keyof typeof targets)[] = round_ % 2 === 0 ? ["bare", "sandbox"] : ["sandbox", "bare"];
      for (const name of order) {
        const before = processCpuSeconds(pids[name]);
        perSecond[name].push(await getThroughput(fetch, targets[name], authorization, REQUESTS_PER_ROUND));
        cpuSeconds[name] += processCpuSeconds(pids[name]) - before;
      }
    }
    const cpuMicrosPerRequest = (name: keyof typeof targets) =>
      round((cpuSeconds[name] * 1e6) / (ROUNDS * REQUESTS_PER_ROUND), 0);
    const ratios = perSecond.sandbox.map((rate, i) => rate / perSecond.bare[i]!);
    return [
      {
        name: "sandboxVsNodeHttp",
        value: round(median(ratios), 2),
        unit: "ratio",
        target: { min: 0.8 },
        method:
          `GET ${QUERY.split("?")[0]} requests per second, the built sandbox / a bare node:http server answering ` +
          `the same ${answer.body.length} bytes, each in its own node process, the same fetch client, ${IN_FLIGHT} ` +
          `in flight, ${REQUESTS_PER_ROUND} per round, median of ${ROUNDS} alternating rounds' ratios`,
        runs: ROUNDS,
        detail: {
          sandboxPerSecond: round(median(perSecond.sandbox), 0),
          barePerSecond: round(median(perSecond.bare), 0),
          ratios: ratios.map((ratio) => round(ratio, 2)),
          sandboxCpuMicrosPerRequest: cpuMicrosPerRequest("sandbox"),
          bareCpuMicrosPerRequest: cpuMicrosPerRequest("bare"),
          answerBytes: answer.body.length,
        },
      },
    ];
  } finally {
    await bare?.stop();
    await sandbox.stop();
    if (profileDir !== undefined)
      context.log(`  profile: ${join(profileDir, readdirSync(profileDir).sort().at(-1) ?? "")}`);
  }
}
