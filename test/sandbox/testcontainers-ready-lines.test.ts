// The Testcontainers module reads what the sandbox command prints once ready (tools/src/testcontainers/ready-lines.ts):
// read from a real sandbox command's output, it gives the addresses the sandbox serves, the issuer its discovery
// names, the keys' address its discovery lists and the seed's account that gets a token.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCOVERY_PATH } from "../../src/webhooks/simulator/index.js";
import { readReadyLines, type ReadyLines } from "../../tools/src/testcontainers/index.js";
import { startSandboxCli, stopSandboxCli, type SandboxCli } from "../support/sandbox-cli.js";

let cli: SandboxCli;
let ready: ReadyLines;
let discovery: { issuer: string; jwks_uri: string; token_endpoint: string };

beforeAll(async () => {
  cli = await startSandboxCli([]);
  ready = readReadyLines(cli.output());
  discovery = await (await fetch(`http://127.0.0.1:${cli.base + 2}${DISCOVERY_PATH}`)).json();
});

afterAll(() => stopSandboxCli(cli));

describe("the sandbox's printed ready lines give the Testcontainers module what the sandbox serves", () => {
  it("every service's address is the one it listens on: base port plus the spec's offset", () => {
    const at = (offset: number) => `http://127.0.0.1:${cli.base + offset}`;
    expect(Object.fromEntries(ready.services)).toEqual({
      "data-integration": at(0),
      "order-integration": at(1),
      "identity-provider": at(2),
      "file-content": at(3),
      "connector-catalogue": at(4),
      "webhook-consumer": at(5),
    });
  });

  it("the gateway's issuer and JWKS address are those the identity provider's discovery names", async () => {
    expect(ready.gateway.issuer).toBe(discovery.issuer);
    expect(ready.gateway.jwksUrl).toBe(discovery.jwks_uri);
    expect(ready.gateway.clientId).not.toBe("");
    expect(ready.gateway.audience).not.toBe("");
  });

  it("the printed service account gets a token for its tenant at the issuer's token endpoint", async () => {
    expect(ready.serviceAccounts).toEqual([
      {
        clientId: "sandbox-client",
        clientSecret: "sandbox-secret",
        tenantIds: ["4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"],
      },
    ]);
    const [account] = ready.serviceAccounts;
    expect(discovery.token_endpoint.startsWith(ready.gateway.issuer)).toBe(true);
    const answer = await fetch(discovery.token_endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(`${account!.clientId}:${account!.clientSecret}`).toString("base64")}`,
      },
      body: new URLSearchParams({ grant_type: "client_credentials", tid: account!.tenantIds[0]!, scope: "apiim" }),
    });
    expect([answer.status, ((await answer.json()) as { token_type: string }).token_type]).toEqual([200, "Bearer"]);
  });
});
