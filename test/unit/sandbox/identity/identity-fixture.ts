import { createSandboxClock, type SandboxClock } from "../../../../tools/src/sandbox/kernel/clock.js";
import { createSandboxIdentity, type SandboxIdentity } from "../../../../tools/src/sandbox/identity/index.js";

export const ISSUER = "http://127.0.0.1:4012";
export const TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";
export const OTHER_TENANT = "9d3e7b20-1c4a-4f8e-8b6d-2a5c9e0f1b37";
export const CLIENT = { clientId: "acme.sync", clientSecret: "s3cret:with%odd chars" };

/** HTTP Basic as RFC 6749 section 2.3.1 encodes it (each part form-encoded first). */
export function basic(clientId: string, clientSecret: string): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, "+");
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString("base64")}`;
}

export const FORM = "application/x-www-form-urlencoded";

let shared: { identity: SandboxIdentity; clock: SandboxClock } | undefined;

/**
 * An identity with two tenants and one service account registered in the first, on a clock that
 * moves only when told. One per test file, registrations renewed on every call: RSA key generation
 * is the slow part, and tests read times relative to clock.now().
 */
export function identityFixture(): { identity: SandboxIdentity; clock: SandboxClock } {
  shared ??= (() => {
    const clock = createSandboxClock(() => Date.UTC(2026, 10, 23, 10, 0, 0));
    return { clock, identity: createSandboxIdentity({ clock, issuer: ISSUER }) };
  })();
  const { identity } = shared;
  identity.clear();
  identity.tenants.add({ id: TENANT, name: "Acme Trading", vendorCode: "12345678|CZ" });
  identity.tenants.add({ id: OTHER_TENANT, name: "Other" });
  identity.serviceAccounts.add({ ...CLIENT, tenantIds: [TENANT] });
  return shared;
}

/** An access token of CLIENT for `tid` (default TENANT). */
export async function accessToken(
  identity: SandboxIdentity,
  form = `grant_type=client_credentials&tid=${TENANT}`,
): Promise<string> {
  const answer = await identity.token({
    contentType: FORM,
    authorization: basic(CLIENT.clientId, CLIENT.clientSecret),
    body: form,
  });
  if (answer.status !== 200 || !("access_token" in answer.body))
    throw new Error(`token request failed: ${JSON.stringify(answer.body)}`);
  return answer.body.access_token;
}
