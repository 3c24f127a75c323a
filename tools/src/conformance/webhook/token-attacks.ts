import type { TokenTamper } from "../../../../src/webhooks/simulator/index.js";
import { describeAnswer, refusedCheck, type Answer, type CheckResult } from "./webhook-check.js";
import type { DeliveryChanges, KitContext } from "./context.js";
import { JKU_PATH, X5U_PATH } from "./gateway.js";

/** Tokens naming unknown key ids sent one after another by the fetch-bound check. */
export const UNKNOWN_KID_TOKENS = 10;

/**
 * Most JWKS requests those tokens may cause: one refresh to pick up a rotation, one more for a
 * cache that expired meanwhile. More means anyone can make the endpoint fetch keys at will.
 */
export const UNKNOWN_KID_JWKS_FETCH_BOUND = 2;

interface TokenAttack {
  readonly name: string;
  /** What the report says was sent. */
  readonly description: string;
  readonly changes: readonly DeliveryChanges[];
}

function tampered(name: string, description: string, ...tampers: TokenTamper[]): TokenAttack {
  return { name, description, changes: tampers.map((tamper) => ({ tamper })) };
}

const attacks: readonly TokenAttack[] = [
  { name: "token/no-authorization", description: "no Authorization header", changes: [{ omitAuthorization: true }] },
  { name: "token/basic-scheme", description: "the valid token under the Basic scheme", changes: [{ scheme: "Basic" }] },
  tampered(
    "token/alg-none",
    "alg none, None, NONE and nOnE without signature",
    "alg-none",
    "alg-none-capitalised",
    "alg-none-uppercase",
    "alg-none-mixed-case",
  ),
  tampered("token/hs256-public-key", "HS256 keyed with the published public key", "hs256-key-confusion"),
  tampered("token/unknown-kid", "a kid the JWKS does not have, signed by a stranger's key", "unknown-kid"),
  tampered("token/foreign-key-known-kid", "the current kid, signed by a stranger's key", "foreign-key-known-kid"),
  tampered("token/bad-signature", "a valid token with a changed signature", "bad-signature"),
  tampered("token/expired", "exp an hour ago", "expired"),
  tampered("token/not-yet-valid", "nbf an hour ahead", "not-yet-valid"),
  tampered("token/no-exp", "no exp claim", "missing-exp"),
  tampered("token/wrong-issuer", "iss of another issuer", "wrong-issuer"),
  tampered("token/wrong-audience", "aud other than the configured audience", "wrong-audience"),
  tampered("token/tampered-claims", "claims changed after signing (sub, exp a day later)", "tampered-claims"),
  tampered(
    "token/jku-header",
    `a stranger's key named by a jku header (served by the kit at ${JKU_PATH})`,
    "jku-header",
  ),
  tampered(
    "token/x5u-header",
    `a stranger's key named by an x5u header (served by the kit at ${X5U_PATH})`,
    "x5u-header",
  ),
  tampered("token/embedded-jwk", "a stranger's key embedded as a jwk header", "embedded-jwk"),
];

async function sendAll(
  context: KitContext,
  changes: readonly DeliveryChanges[],
): Promise<{ paths: string[]; answers: Answer[] }> {
  const paths: string[] = [];
  const answers: Answer[] = [];
  for (const change of changes) {
    const delivery = await context.delivery(change);
    paths.push(delivery.summary);
    answers.push(await context.send(delivery));
  }
  return { paths, answers };
}

/** Tokens naming a kid nobody published, each a new one, must not each cost a JWKS request. */
async function fetchBoundCheck(context: KitContext): Promise<CheckResult> {
  const { server } = context.gateway;
  const before = server.requestCount;
  const changes = Array.from({ length: UNKNOWN_KID_TOKENS }, (): DeliveryChanges => ({ tamper: "unknown-kid" }));
  const { answers } = await sendAll(context, changes);
  const fetches = server.requestCount - before;
  return {
    name: "token/unknown-kid-jwks-fetches",
    family: "token",
    status: fetches <= UNKNOWN_KID_JWKS_FETCH_BOUND ? "pass" : "fail",
    sent: `${UNKNOWN_KID_TOKENS} tokens with ${UNKNOWN_KID_TOKENS} different unknown kids, one after another`,
    received: `${fetches} JWKS request(s) (answers ${answers.map(describeAnswer).join(", ")})`,
    expected: `at most ${UNKNOWN_KID_JWKS_FETCH_BOUND} JWKS requests`,
  };
}

/**
 * Every token attack of validation rules 2-4 and Authentication rule 7 must be refused; a key
 * address in the token (jku, x5u) must never be fetched, and unknown kids must not make the
 * endpoint fetch the JWKS at will.
 */
export async function runTokenAttackChecks(context: KitContext, report: (result: CheckResult) => void): Promise<void> {
  const { server } = context.gateway;
  for (const attack of attacks) {
    const fetchedBefore = server.requestsTo(JKU_PATH) + server.requestsTo(X5U_PATH);
    const { paths, answers } = await sendAll(context, attack.changes);
    const result = refusedCheck("token", attack.name, `${paths[0] ?? ""} with ${attack.description}`, answers);
    const followed = server.requestsTo(JKU_PATH) + server.requestsTo(X5U_PATH) - fetchedBefore;
    report(
      followed === 0
        ? result
        : {
            ...result,
            status: "fail",
            received: `${result.received}; fetched the token's key address ${followed} time(s)`,
            expected: "non-2xx, key address never fetched",
          },
    );
  }
  report(await fetchBoundCheck(context));
}
