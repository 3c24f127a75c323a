// A provider verify-service must not trust: a bare identity provider on node:http (discovery, a
// token endpoint taking the kit's Basic credentials) whose every other answer a test chooses, and
// the answers a hostile provider gives (a redirect elsewhere, a body without end).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const CLIENT_ID = "kit-client";
export const CLIENT_SECRET = "kit-secret-5f3a9c1e7b";
export const TENANT_ID = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

/** A request a test server received. */
export interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: string;
}

/** Answers what the identity provider's basics leave; `body` is the request body as text. */
export type Answer = (request: Received, response: ServerResponse, server: TestServer) => void;

export interface TestServer {
  readonly url: string;
  /** Every request, oldest first. */
  readonly received: Received[];
  close(): Promise<void>;
}

/** A node:http server on 127.0.0.1, port 0, answering every request through `answer`. */
export async function startServer(answer: Answer): Promise<TestServer> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const got = {
        method: request.method ?? "GET",
        path: request.url ?? "/",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      received.push(got);
      answer(got, response, self);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const self: TestServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return self;
}

export function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(value));
}

/** A 200 body that never ends: 64 KiB chunks as fast as the reader takes them, until it leaves. */
export function endless(response: ServerResponse, contentType = "application/json"): void {
  streamed(response, contentType, Number.POSITIVE_INFINITY);
}

/** A 200 body of `bytes` bytes, written as the reader takes them (never held whole). */
export function streamed(response: ServerResponse, contentType: string, bytes: number): void {
  response.writeHead(200, {
    "content-type": contentType,
    ...(Number.isFinite(bytes) ? { "content-length": String(bytes) } : {}),
  });
  const chunk = Buffer.alloc(64 * 1024, "a");
  let left = bytes;
  const write = () => {
    while (left > 0 && !response.destroyed) {
      const part = left >= chunk.byteLength ? chunk : chunk.subarray(0, left);
      left -= part.byteLength;
      if (left === 0) {
        response.end(part);
        return;
      }
      if (!response.write(part)) return;
    }
  };
  response.on("drain", write);
  write();
}

/** The options of an identity provider whose basics the kit's preflight needs. */
export interface IdentityOptions {
  /** Where the discovery document says tokens are asked. Default the provider's own `/token`. */
  readonly tokenEndpoint?: (self: TestServer) => string;
  /** Answers the discovery document without end. */
  readonly endlessDiscovery?: boolean;
  /** Answers every other request. Default 404. */
  readonly other?: Answer;
}

/** The tokens an identity provider gave, so a test can look for them in a report. */
export interface IdentityProvider extends TestServer {
  readonly tokens: string[];
}

const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;

/** The Authorization header value the kit sends the token endpoint. */
export const BASIC_AUTHORIZATION = basic;

/** The client id and secret of a Basic header, each form-decoded (RFC 6749 section 2.3.1). */
function basicCredentials(authorization: string | undefined): [string, string] | undefined {
  const encoded = /^Basic (\S+)$/.exec(authorization ?? "")?.[1];
  if (encoded === undefined) return undefined;
  const [id, secret] = Buffer.from(encoded, "base64").toString("utf8").split(":");
  const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));
  return id === undefined || secret === undefined ? undefined : [decode(id), decode(secret)];
}

/** A token endpoint's answer to `request`: a fresh token for the kit's Basic credentials, else `refused`. */
export function tokenAnswer(
  request: Received,
  response: ServerResponse,
  tokens: string[],
  refused: Answer,
  server: TestServer,
): void {
  const credentials = basicCredentials(request.headers.authorization);
  if (credentials?.[0] !== CLIENT_ID || credentials[1] !== CLIENT_SECRET) return refused(request, response, server);
  const token = `tok-${randomBytes(16).toString("hex")}`;
  tokens.push(token);
  json(response, 200, { access_token: token, token_type: "Bearer", expires_in: 3600, scope: "apiim" });
}

export async function startIdentityProvider(options: IdentityOptions = {}): Promise<IdentityProvider> {
  const tokens: string[] = [];
  const other: Answer = options.other ?? ((_, response) => json(response, 404, { title: "Not Found" }));
  const server = await startServer((request, response, self) => {
    if (request.path === "/.well-known/openid-configuration") {
      if (options.endlessDiscovery === true) return endless(response);
      return json(response, 200, {
        issuer: self.url,
        token_endpoint: options.tokenEndpoint?.(self) ?? `${self.url}/token`,
        jwks_uri: `${self.url}/.well-known/jwks`,
        grant_types_supported: ["client_credentials"],
        scopes_supported: ["openid", "apiim"],
      });
    }
    if (request.method === "POST" && request.path === "/token")
      return tokenAnswer(request, response, tokens, other, self);
    other(request, response, self);
  });
  return Object.assign(server, { tokens });
}
