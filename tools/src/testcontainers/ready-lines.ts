// What the sandbox command prints once every port listens (tools/src/cli/sandbox.ts), read back by the
// Testcontainers module: the container's own account of its services, seed credentials and the message
// gateway's identity, so the module never recomputes what the sandbox decided (ports, issuer, audience).

/** The line the sandbox command prints last when it is ready. */
export const READY_LINE = "Stop with Ctrl-C.";

/** Who the sandbox's message gateway is to a webhook, as the sandbox printed it. */
export interface PrintedGatewayIdentity {
  /** `iss` of the gateway's tokens: the identity provider's address. */
  readonly issuer: string;
  /** The keys that sign the gateway's tokens. */
  readonly jwksUrl: string;
  /** `client_id` and `sub` of the gateway's tokens. */
  readonly clientId: string;
  /** `aud` of the gateway's tokens. */
  readonly audience: string;
}

/** A service account of the seed (or of the resumed state) as the sandbox printed it. */
export interface PrintedServiceAccount {
  readonly clientId: string;
  readonly clientSecret: string;
  /** The tenants (`tid`) its tokens may act for. */
  readonly tenantIds: readonly string[];
}

/** Everything the ready sandbox printed that a caller needs. */
export interface ReadyLines {
  /** Service name (`data-integration`, `identity-provider`, ...) -> its URL inside the container. */
  readonly services: ReadonlyMap<string, string>;
  readonly gateway: PrintedGatewayIdentity;
  readonly serviceAccounts: readonly PrintedServiceAccount[];
}

/** The printed lines lack something the module reads; the message names what and quotes the output. */
export class ReadyLinesError extends Error {
  override readonly name = "ReadyLinesError";
}

const SERVICE_HEADING = /^Sandbox ready \(/;
const SERVICE_ROW = /^ {2}(\S+)\s+(https?:\/\/\S+)\s{2}/;
const ACCOUNT_ROW = /^ {2}client id (\S+) {2}secret (\S+) {2}tenants \(tid\) ([^ ]+(?:, [^ ]+)*)/;
const GATEWAY_ROW = /^ {2}(issuer|JWKS|client_id|audience)\s+(\S+)/;

/** Reads the ready sandbox's output (its whole log up to and including {@link READY_LINE}). */
export function readReadyLines(output: string): ReadyLines {
  const lines = output.split(/\r?\n/);
  const services = new Map<string, string>();
  const serviceAccounts: PrintedServiceAccount[] = [];
  const gateway = new Map<string, string>();
  let section: "services" | "accounts" | "gateway" | undefined;
  for (const line of lines) {
    if (SERVICE_HEADING.test(line)) section = "services";
    else if (line === "Service accounts:") section = "accounts";
    else if (line.startsWith("Message gateway")) section = "gateway";
    else if (!line.startsWith("  ")) section = undefined;
    else if (section === "services") {
      const row = SERVICE_ROW.exec(line);
      if (row !== null) services.set(row[1]!, row[2]!);
    } else if (section === "accounts") {
      const row = ACCOUNT_ROW.exec(line);
      if (row !== null)
        serviceAccounts.push({ clientId: row[1]!, clientSecret: row[2]!, tenantIds: row[3]!.split(", ") });
    } else if (section === "gateway") {
      const row = GATEWAY_ROW.exec(line);
      if (row !== null) gateway.set(row[1]!, row[2]!);
    }
  }
  const missing = [
    ...(services.size === 0 ? ["the service table (Sandbox ready ...)"] : []),
    ...["issuer", "JWKS", "client_id", "audience"]
      .filter((name) => !gateway.has(name))
      .map((name) => `the message gateway's ${name}`),
  ];
  if (missing.length > 0)
    throw new ReadyLinesError(
      `the sandbox's output lacks ${missing.join(", ")}; it printed:\n${output.split(/\r?\n/).slice(-40).join("\n")}`,
    );
  return {
    services,
    serviceAccounts,
    gateway: {
      issuer: gateway.get("issuer")!,
      jwksUrl: gateway.get("JWKS")!,
      clientId: gateway.get("client_id")!,
      audience: gateway.get("audience")!,
    },
  };
}
