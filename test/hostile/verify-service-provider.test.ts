// verify-service against a provider that attacks the kit (issue 48): it redirects the kit to
// another origin, loops its redirects, answers without end (also to the preflight and the state
// hook), names another host in its discovery document and echoes the credentials it was sent.
// The kit follows no redirect out of an origin, reads a bounded part of each answer, sends only
// to the origins it was given and reports no secret of the run.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  toJsonReport,
  verifyService,
  type ServiceVerificationReport,
  type VerifyServiceOptions,
} from "../../tools/src/conformance/index.js";
import { spawnWatched } from "../../tools/src/process/child-watch.js";
import { projectRoot } from "../support/openapi.js";
import {
  BASIC_AUTHORIZATION,
  CLIENT_ID,
  CLIENT_SECRET,
  endless,
  json,
  startIdentityProvider,
  startServer,
  streamed,
  TENANT_ID,
  tokenAnswer,
  type Answer,
  type TestServer,
} from "./untrusted-provider.js";

const servers: TestServer[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill();
  for (const server of servers.splice(0)) await server.close();
});

async function started<T extends TestServer>(server: Promise<T>): Promise<T> {
  const running = await server;
  servers.push(running);
  return running;
}

const verify = (issuer: string, options: Partial<VerifyServiceOptions> = {}): Promise<ServiceVerificationReport> =>
  verifyService({
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    tenantId: TENANT_ID,
    only: ["identity"],
    timeoutMs: 20_000,
    ...options,
  });

const received = (report: ServiceVerificationReport) => report.results.map((r) => `${r.received} ${r.why ?? ""}`);

describe("no redirect to another origin is followed: the 3xx is the answer, the other origin gets nothing", () => {
  it("a provider that answers every call 307 to another server sends the kit's JSON bodies nowhere", async () => {
    const elsewhere = await started(startServer((_, response) => json(response, 200, { reset: true })));
    const provider = await started(
      startIdentityProvider({
        other: (request, response) => {
          response.writeHead(307, { location: `${elsewhere.url}/_sandbox/reset?from=${request.path}` });
          response.end();
        },
      }),
    );
    const report = await verify(provider.url, {
      dataIntegrationUrl: provider.url,
      only: ["identity", "data-integration"],
    });
    expect(elsewhere.received).toEqual([]);
    const jsonPosts = provider.received.filter(
      (r) => r.method === "POST" && String(r.headers["content-type"]).includes("json"),
    );
    expect(jsonPosts.length).toBeGreaterThan(0);
    expect(received(report).join("\n")).toContain(
      `307 (Location ${elsewhere.url}/_sandbox/reset?from=/.well-known/jwks: ` +
        `a redirect to ${elsewhere.url}, another origin: the kit follows none)`,
    );
  });
});

describe("redirects within the origin are followed at most 5 hops; past them the 3xx is the answer", () => {
  it("a redirect loop is left after the fifth hop, which the check's answer says", async () => {
    const provider = await started(
      startIdentityProvider({
        other: (request, response) => {
          const hop = Number(/^\/loop\/(\d+)$/.exec(request.path)?.[1] ?? 0);
          response.writeHead(307, { location: `/loop/${hop + 1}` });
          response.end();
        },
      }),
    );
    const report = await verify(provider.url);
    const hops = provider.received.map((r) => Number(/^\/loop\/(\d+)$/.exec(r.path)?.[1] ?? 0));
    expect(Math.max(...hops)).toBe(5);
    const jwks = report.results.find((r) => r.name === "identity/jwks-anonymous")!;
    expect(jwks.status).toBe("fail");
    expect(jwks.received).toBe(
      `307 (Location /loop/6: more than 5 redirects within ${provider.url}: the kit stops there) ` +
        "(after 5 redirects within its origin) (no body)",
    );
  });
});

describe("an answer is read up to --max-answer-bytes and cut there; the report keeps its start and says it cut", () => {
  it("answers without end are cut at the cap, the checks finish, a typed client's read names the cap", async () => {
    const provider = await started(startIdentityProvider({ other: (_, response) => endless(response) }));
    const report = await verify(provider.url, { maxAnswerBytes: 1024 * 1024 });
    const jwks = report.results.find((r) => r.name === "identity/jwks-anonymous")!;
    expect(jwks.status).toBe("fail");
    expect(jwks.received).toMatch(
      /^200 application\/json a+\.\.\. \(cut: the answer ran past 1048576 bytes \(--max-answer-bytes 1048576\); the report keeps its start only\)$/,
    );
    expect(jwks.received.length).toBeLessThan(600);
    const tenants = report.results.find((r) => r.name === "identity/tenant-by-id")!;
    expect(tenants.why).toMatch(
      /ran past 1048576 bytes \(--max-answer-bytes 1048576\): the kit read that much and cut it, so it is no whole answer/,
    );
    expect(report.results.map((r) => r.status)).not.toContain(undefined);
    expect(toJsonReport(report).length).toBeLessThan(64 * 1024);
  });

  it("holds a run against 300 MiB answers under 1 GiB of memory (peak resident set of the command)", async () => {
    const size = 300 * 1024 * 1024;
    const provider = await started(
      startIdentityProvider({ other: (_, response) => streamed(response, "application/json", size) }),
    );
    const run = await runCli([
      "--issuer",
      provider.url,
      "--client-id",
      CLIENT_ID,
      "--client-secret",
      CLIENT_SECRET,
      "--tenant",
      TENANT_ID,
      "--only",
      "identity,spec",
    ]);
    const peak = Number(/peak-rss-bytes (\d+)/.exec(run.stderr)?.[1]);
    expect(run.stdout).toContain("the answer ran past 8388608 bytes (--max-answer-bytes 8388608)");
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(1024 * 1024 * 1024);
  });
});

describe("the preflight and the state hook read a bounded answer", () => {
  it("a discovery document without end ends the run naming --issuer and the 65536 bytes read", async () => {
    const provider = await started(startIdentityProvider({ endlessDiscovery: true }));
    await expect(verify(provider.url)).rejects.toThrow(
      `--issuer ${provider.url}: the discovery document at ${provider.url}/.well-known/openid-configuration ` +
        "runs past 65536 bytes, the most the kit reads of it",
    );
  });

  it("a state hook that answers without end ends the run naming --state-hook and the cut", async () => {
    const provider = await started(
      startIdentityProvider({
        other: (request, response) =>
          request.path === "/hook" ? endless(response) : json(response, 404, { title: "Not Found" }),
      }),
    );
    await expect(verify(provider.url, { stateHookUrl: `${provider.url}/hook` })).rejects.toThrow(
      /^--state-hook .*\/hook answered the "verification run" state with 200 a+ \(cut: more than the 65536 bytes the kit reads of it\); a state hook answers 2xx with a JSON object \(or no body\) of at most 65536 bytes$/,
    );
  });
});

describe("discovery's token_endpoint and jwks_uri are on the issuer's origin unless --allow-origin names it", () => {
  it("a token_endpoint on another port is refused before anything is sent, allowed by --allow-origin", async () => {
    const tokens: string[] = [];
    const other = await started(
      startServer((request, response, self) =>
        tokenAnswer(request, response, tokens, (_, r) => json(r, 401, { error: "invalid_client" }), self),
      ),
    );
    const provider = await started(startIdentityProvider({ tokenEndpoint: () => `${other.url}/token` }));
    await expect(verify(provider.url)).rejects.toThrow(
      `--issuer ${provider.url}: the discovery document's token_endpoint "${other.url}/token" is not on the ` +
        `issuer's origin (${provider.url}): the kit sends its credentials and reads keys only there; ` +
        `--allow-origin ${other.url} allows that origin too`,
    );
    expect(other.received).toEqual([]);

    const report = await verify(provider.url, { allowOrigins: [other.url] });
    expect(other.received[0]).toMatchObject({ method: "POST", path: "/token" });
    expect(other.received[0]!.headers.authorization).toBe(BASIC_AUTHORIZATION);
    expect(report.results.find((r) => r.name === "identity/token-basic")?.status).toBe("pass");
  });
});

describe("no secret of the run reaches report.json, report.xml or stdout, even when the provider echoes it", () => {
  it("answers that echo the Authorization header, the request body and the secret are shown redacted", async () => {
    const echo: Answer = (request, response) =>
      json(response, 400, {
        authorization: request.headers.authorization ?? null,
        body: request.body,
        clientSecret: CLIENT_SECRET,
        note: `you sent ${CLIENT_SECRET} and ${String(request.headers.authorization)}`,
      });
    const provider = await started(startIdentityProvider({ other: echo }));
    const folder = mkdtempSync(join(tmpdir(), "verify-service-echo-"));
    try {
      const run = await runCli([
        "--issuer",
        provider.url,
        "--client-id",
        CLIENT_ID,
        "--client-secret",
        CLIENT_SECRET,
        "--tenant",
        TENANT_ID,
        "--data-integration",
        provider.url,
        "--only",
        "identity,data-integration",
        "--json",
        join(folder, "report.json"),
        "--junit",
        join(folder, "report.xml"),
      ]);
      const written = {
        stdout: run.stdout,
        "report.json": readFileSync(join(folder, "report.json"), "utf8"),
        "report.xml": readFileSync(join(folder, "report.xml"), "utf8"),
      };
      const secrets = [CLIENT_SECRET, BASIC_AUTHORIZATION.slice("Basic ".length), ...provider.tokens];
      expect(provider.tokens.length).toBeGreaterThan(0);
      for (const [where, text] of Object.entries(written)) {
        expect(text, where).toContain("[redacted]");
        for (const secret of secrets) expect(text.includes(secret), `${where} shows ${secret}`).toBe(false);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** Runs `integration-contracts verify-service <args>` in its own process: what it printed, its peak memory. */
function runCli(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnWatched(
    process.execPath,
    [
      "--import",
      "tsx",
      "--import",
      join(projectRoot, "test", "fixtures", "verify-service", "report-peak-rss.ts"),
      join(projectRoot, "tools", "src", "cli", "main.ts"),
      "verify-service",
      ...args,
    ],
    { cwd: projectRoot },
  );
  children.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}
