import { setTimeout as wait } from "node:timers/promises";
import type { CheckFamily, CheckResult } from "./webhook-check.js";
import { chooseMessageTypes, deliveryBuilder, type KitContext } from "./context.js";
import { runDeliveryChecks } from "./delivery-checks.js";
import { startKitGateway, type KitGatewayOptions } from "./gateway.js";
import { runKeyRotationChecks } from "./key-rotation.js";
import type { ProcessingObserver } from "./observer.js";
import { runRedeliveryChecks } from "./redelivery.js";
import { runRouteAndPayloadChecks } from "./route-and-payload.js";
import { createSender } from "./sender.js";
import { runTokenAttackChecks } from "./token-attacks.js";
import { runTransportChecks } from "./transport.js";

/** Options of startConformanceKit. */
export interface ConformanceKitOptions extends KitGatewayOptions {
  /** Waits between the key rotation check's redeliveries. Default a timer; tests pass one that moves their clock. */
  readonly sleep?: ((milliseconds: number) => Promise<void>) | undefined;
}

/** Options of one run against an endpoint. */
export interface ConformanceRunOptions {
  /** The endpoint's webhook address, the part before `/{messageType}/{contractType}/{messageId}`. */
  readonly webhookUrl: string;
  /** Message types the endpoint handles. Default every message type of the catalogue. */
  readonly messageTypes?: readonly string[] | undefined;
  /** PEM certificates to trust for an https endpoint with a private certificate. */
  readonly ca?: string | Buffer | undefined;
  /** Do not verify the endpoint's certificate. */
  readonly insecure?: boolean | undefined;
  /** Milliseconds one request may take. Default 10000. */
  readonly timeoutMs?: number | undefined;
  /** Says how often the endpoint processed a message; without it the exactly-once check is skipped. */
  readonly observer?: ProcessingObserver | undefined;
  /**
   * Families not to run, such as "key-rotation" against an endpoint whose JWKS cooldown is long; reported as one SKIP
   * line each.
   */
  readonly skip?: readonly CheckFamily[] | undefined;
  /** Told about each check as it ends. */
  readonly onResult?: ((result: CheckResult) => void) | undefined;
}

/** How a run went. */
export interface ConformanceReport {
  readonly webhookUrl: string;
  readonly results: readonly CheckResult[];
  /** True when no check failed. */
  readonly passed: boolean;
  readonly counts: { readonly pass: number; readonly fail: number; readonly skip: number };
}

/** The kit: the gateway's key, its JWKS and discovery, and the checks. */
export interface ConformanceKit {
  /** The JWKS address to configure the endpoint with. */
  readonly jwksUrl: string;
  /** The discovery document's address (`issuer`, `jwks_uri`). */
  readonly discoveryUrl: string;
  /** `iss` of the kit's tokens. */
  readonly issuer: string;
  /** `aud` of the kit's tokens. */
  readonly audience: string;
  /** `client_id` and `sub` of the kit's tokens. */
  readonly clientId: string;
  /** Runs every check against an endpoint configured with the kit's JWKS, issuer and audience. */
  run(options: ConformanceRunOptions): Promise<ConformanceReport>;
  /** Stops the JWKS server. */
  close(): Promise<void>;
}

type FamilyRun = (context: KitContext, report: (result: CheckResult) => void) => Promise<void>;

/** The check families in the order they run: key rotation late, since it may wait out a cooldown. */
const families: ReadonlyArray<readonly [CheckFamily, FamilyRun]> = [
  ["delivery", runDeliveryChecks],
  ["token", runTokenAttackChecks],
  ["route-and-payload", runRouteAndPayloadChecks],
  ["redelivery", runRedeliveryChecks],
  ["key-rotation", runKeyRotationChecks],
  ["transport", runTransportChecks],
];

/** Every family of checks, in the order they run. */
export const checkFamilies: readonly CheckFamily[] = families.map(([family]) => family);

function parseWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`webhook URL ${JSON.stringify(value)} is not an absolute URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`webhook URL ${value} must be http or https`);
  if (url.search !== "" || url.hash !== "") throw new Error(`webhook URL ${value} must have no query or fragment`);
  return url;
}

/**
 * Starts the conformance kit: a fresh RS256 key, its JWKS and discovery on 127.0.0.1. Configure
 * the endpoint under test with `jwksUrl`, `issuer` and `audience`, then `run` the checks.
 */
export async function startConformanceKit(options: ConformanceKitOptions = {}): Promise<ConformanceKit> {
  const gateway = await startKitGateway(options);
  const sleep = options.sleep ?? ((milliseconds: number) => wait(milliseconds).then(() => undefined));
  return {
    jwksUrl: gateway.jwksUrl,
    discoveryUrl: gateway.discoveryUrl,
    issuer: gateway.issuer,
    audience: gateway.audience,
    clientId: gateway.clientId,
    async run(run) {
      const webhookUrl = parseWebhookUrl(run.webhookUrl);
      const messageTypes = chooseMessageTypes(run.messageTypes);
      const context: KitContext = {
        webhookUrl,
        gateway,
        send: createSender({
          origin: new URL(webhookUrl.origin),
          ca: run.ca,
          insecure: run.insecure,
          timeoutMs: run.timeoutMs ?? 10_000,
        }),
        messageTypes,
        observer: run.observer,
        sleep,
        delivery: deliveryBuilder(webhookUrl, gateway, messageTypes),
      };
      const results: CheckResult[] = [];
      const report = (result: CheckResult) => {
        results.push(result);
        run.onResult?.(result);
      };
      for (const [family, runFamily] of families) {
        if (run.skip?.includes(family)) {
          report({
            name: `${family}/*`,
            family,
            status: "skip",
            sent: "nothing",
            received: "skipped on request",
            expected: "the family's checks",
          });
        } else {
          await runFamily(context, report);
        }
      }
      const count = (status: CheckResult["status"]) => results.filter((result) => result.status === status).length;
      const counts = { pass: count("pass"), fail: count("fail"), skip: count("skip") };
      return { webhookUrl: webhookUrl.href, results, passed: counts.fail === 0, counts };
    },
    close: () => gateway.close(),
  };
}
