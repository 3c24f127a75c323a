// What the security tests share: raw HTTP for requests fetch will not send, and a check that the
// sandbox still answers (the process is alive and serving every tenant).
import { connect } from "node:net";
import { expect } from "vitest";
import type { RunningSandbox } from "../../tools/src/sandbox/index.js";
import { DEFAULT_TENANT_ID } from "../../tools/src/sandbox/index.js";
import { requestToken, serviceUrl } from "./sandbox.js";

/** Sends `request` as it is on a new connection; resolves with the status line's code and the raw answer. */
export function rawRequest(url: string, request: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      if (/\r\n\r\n/.test(text)) socket.end();
    });
    socket.on("close", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
  });
}

/** The sandbox still serves: discovery answers 200 naming its issuer. */
export async function expectStillAnswering(sandbox: RunningSandbox): Promise<void> {
  const response = await fetch(`${serviceUrl(sandbox, "identity-provider")}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  expect(((await response.json()) as { issuer: string }).issuer).toBe(sandbox.identity.issuer);
}

/** `Bearer <token>` of `clientId` (secret `<clientId>-secret`) in `tenantId`, scope apiim. */
export async function bearerOf(
  sandbox: RunningSandbox,
  clientId: string,
  tenantId: string = DEFAULT_TENANT_ID,
): Promise<string> {
  const { status, body } = await requestToken(sandbox, clientId, `${clientId}-secret`, {
    grant_type: "client_credentials",
    tid: tenantId,
    scope: "apiim",
  });
  if (status !== 200) throw new Error(`no token for ${clientId}: ${JSON.stringify(body)}`);
  return `Bearer ${String(body.access_token)}`;
}
