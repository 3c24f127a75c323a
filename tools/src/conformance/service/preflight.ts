// Bad input ends the run before any check, with a message naming the option and what came back:
// an address that does not answer, an identity provider without discovery, credentials it refuses,
// a tenant the client is not in.
import { securityScopes } from "../../../../generated/facts.js";
import type { Discovery } from "./session.js";
import { basicAuthorization } from "./flows/token-requests.js";
import type { OwnSend } from "./provider-fetch.js";
import { describeTextAnswer, OWN_REQUEST_MAX_BYTES, textAnswer, type TextAnswer } from "./text-answer.js";

/** An option of the run is wrong: the message names it and what came back. */
export class VerifyServiceInputError extends Error {
  override readonly name = "VerifyServiceInputError";
  constructor(
    /** The option, as the command line spells it (`--issuer`). */
    readonly option: string,
    message: string,
  ) {
    super(`${option} ${message}`);
  }
}

const shown = (answer: TextAnswer) => describeTextAnswer(answer);
const outcome = (answer: TextAnswer) => (answer.status === null ? `got ${shown(answer)}` : `answered ${shown(answer)}`);

/** An absolute http(s) address, or the input error naming the option. */
export function addressOption(option: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new VerifyServiceInputError(option, `${JSON.stringify(value)} is not an absolute http or https URL`);
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "")
    throw new VerifyServiceInputError(option, `${value} must carry no credentials, query or fragment`);
  return value.replace(/(?<!\/)\/+$/, "");
}

/** The service answers at all (any HTTP status): a refused connection or silence ends the run. */
export async function requireAnswer(option: string, baseUrl: string, timeoutMs: number, send: OwnSend): Promise<void> {
  const answer = await textAnswer(send, `${baseUrl}/`, { method: "GET" }, timeoutMs);
  if (answer.status === null) throw new VerifyServiceInputError(option, `${baseUrl} does not answer: ${answer.text}`);
}

/** The issuer's discovery document, with the members the kit needs, its endpoints on the origins it may send to. */
export async function readDiscovery(
  issuer: string,
  timeoutMs: number,
  send: OwnSend,
  endpointOrigins: ReadonlySet<string>,
): Promise<Discovery> {
  const url = `${issuer}/.well-known/openid-configuration`;
  const answer = await textAnswer(send, url, { method: "GET", headers: { Accept: "application/json" } }, timeoutMs);
  if (answer.status !== 200)
    throw new VerifyServiceInputError(
      "--issuer",
      `${issuer}: GET ${url} ${outcome(answer)}; an identity provider answers its discovery document there`,
    );
  if (answer.cut)
    throw new VerifyServiceInputError(
      "--issuer",
      `${issuer}: the discovery document at ${url} runs past ${OWN_REQUEST_MAX_BYTES} bytes, ` +
        "the most the kit reads of it",
    );
  let document: Partial<Record<keyof Discovery, unknown>>;
  try {
    document = JSON.parse(answer.text) as typeof document;
  } catch {
    throw new VerifyServiceInputError("--issuer", `${issuer}: the discovery document at ${url} is not JSON`);
  }
  for (const member of ["issuer", "token_endpoint", "jwks_uri"] as const) {
    if (typeof document[member] !== "string")
      throw new VerifyServiceInputError("--issuer", `${issuer}: the discovery document at ${url} has no ${member}`);
  }
  for (const member of ["token_endpoint", "jwks_uri"] as const) {
    const value = document[member] as string;
    const origin = URL.canParse(value) ? new URL(value).origin : undefined;
    if (origin === undefined || !endpointOrigins.has(origin))
      throw new VerifyServiceInputError(
        "--issuer",
        `${issuer}: the discovery document's ${member} ${JSON.stringify(value)} is not on the issuer's origin ` +
          `(${new URL(issuer).origin}): the kit sends its credentials and reads keys only there; ` +
          (origin === undefined ? "give an absolute URL" : `--allow-origin ${origin} allows that origin too`),
      );
  }
  return document as unknown as Discovery;
}

/** The account's credentials and tenant work: a token without tid, then one with it. */
export async function requireCredentials(
  discovery: Discovery,
  account: { clientId: string; clientSecret: string; tenantId: string },
  timeoutMs: number,
  send: OwnSend,
): Promise<void> {
  const request = (form: Record<string, string>) =>
    textAnswer(
      send,
      discovery.token_endpoint,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Authorization: basicAuthorization(account.clientId, account.clientSecret),
        },
        body: new URLSearchParams(form),
      },
      timeoutMs,
    );
  const plain = await request({ grant_type: "client_credentials", scope: securityScopes["data-integration"][0] });
  if (plain.status !== 200) {
    throw new VerifyServiceInputError(
      "--client-secret",
      `(or --client-id ${account.clientId}): the identity provider did not ` +
        `give a token for the client credentials: ${outcome(plain)}`,
    );
  }
  const scoped = await request({
    grant_type: "client_credentials",
    scope: securityScopes["data-integration"][0],
    tid: account.tenantId,
  });
  if (scoped.status !== 200) {
    throw new VerifyServiceInputError(
      "--tenant",
      `${account.tenantId}: the identity provider did not give client ${account.clientId} a ` +
        `token for this tenant (is the client registered in it?): ${outcome(scoped)}`,
    );
  }
}

/** The broker accepts a connection (credentials included): one that does not ends the run naming `--amqp-url`. */
export async function requireBroker(url: string, timeoutMs: number): Promise<void> {
  const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
  const { connect } = await import("amqplib");
  try {
    const connection = await connect(url, { timeout: timeoutMs });
    await connection.close();
  } catch (error) {
    throw new VerifyServiceInputError(
      "--amqp-url",
      `${shown}: the broker did not accept a connection: ${(error as Error).message}`,
    );
  }
}
