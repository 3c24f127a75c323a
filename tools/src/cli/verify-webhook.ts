import { writeFileSync } from "node:fs";
import {
  catalogueMessageTypes,
  checkFamilies,
  formatResult,
  formatSummary,
  startConformanceKit,
  startObserveServer,
  toJUnitXml,
  UNKNOWN_KID_JWKS_FETCH_BOUND,
  type CheckFamily,
  type ObserveServer,
} from "../conformance/index.js";
import { integerOption, UsageError, type Command } from "./command.js";
import { gatewayIdentityLines } from "./gateway-identity.js";
import { readInputBytes } from "../input-file.js";

function readCa(file: string | undefined): Buffer | undefined {
  if (file === undefined) return undefined;
  try {
    return readInputBytes(file);
  } catch (error) {
    throw new UsageError(`cannot read --ca ${file}: ${(error as Error).message}`);
  }
}

function webhookUrlOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`<webhookUrl> ${JSON.stringify(raw)} is not an absolute URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new UsageError(`<webhookUrl> ${raw} must be http or https`);
  return raw;
}

async function observeServer(raw: string | undefined): Promise<ObserveServer | undefined> {
  if (raw === undefined) return undefined;
  try {
    return await startObserveServer(raw);
  } catch (error) {
    throw new UsageError(`--observe-url: ${(error as Error).message}`);
  }
}

export const verifyWebhookCommand: Command = {
  name: "verify-webhook",
  summary: "check a webhook endpoint against the reference's webhook rules (conformance kit)",
  description: `Acts as the message gateway against your webhook endpoint and reports one line per check
(PASS/FAIL/SKIP, what was sent, what came back): valid deliveries of each message type, every
token attack, route and payload errors, redelivery, key rotation and plain http. Configure the
endpoint first with the kit's JWKS http://127.0.0.1:<jwks-port>/.well-known/jwks, issuer
http://127.0.0.1:<jwks-port> (or --issuer) and audience apiim (or --audience). Tokens naming
unknown kids may cause at most ${UNKNOWN_KID_JWKS_FETCH_BOUND} JWKS requests per 10. Exactly-once processing is checked
only with --observe-url: the endpoint POSTs {"messageId": "..."} there each time it processed a
message. Exit 0 when every check passes, 1 when one fails, 2 for usage errors.`,
  positionals: [
    {
      name: "webhookUrl",
      description: "the endpoint's webhook address (before /{messageType}/{contractType}/{messageId})",
    },
  ],
  options: {
    "jwks-port": {
      type: "string",
      valueName: "PORT",
      description: "port of the kit's JWKS and discovery on 127.0.0.1 (default: a free one, printed)",
    },
    issuer: {
      type: "string",
      valueName: "ISS",
      description: "iss of the kit's tokens (default http://127.0.0.1:<jwks-port>)",
    },
    audience: { type: "string", valueName: "AUD", description: "aud of the kit's tokens (default apiim)" },
    "client-id": {
      type: "string",
      valueName: "ID",
      description: "client_id and sub of the kit's tokens (default message-gateway)",
    },
    "message-type": {
      type: "string",
      valueName: "TYPE",
      multiple: true,
      choices: catalogueMessageTypes,
      description: "a message type the endpoint handles (default: every one)",
    },
    ca: { type: "string", valueName: "FILE", description: "PEM certificate(s) to trust for an https endpoint" },
    insecure: { type: "boolean", description: "do not verify the endpoint's certificate" },
    "observe-url": {
      type: "string",
      valueName: "URL",
      description: "http address the kit listens on for the endpoint's processed-message reports",
    },
    junit: { type: "string", valueName: "FILE", description: "also write the report as JUnit XML" },
    skip: {
      type: "string",
      valueName: "FAMILY",
      multiple: true,
      choices: checkFamilies,
      description: "do not run this family of checks",
    },
    timeout: { type: "string", valueName: "MS", description: "milliseconds one request may take (default 10000)" },
  },
  async run({ values, positionals }) {
    const webhookUrl = webhookUrlOf(positionals[0] as string);
    const jwksPort =
      values["jwks-port"] === undefined
        ? undefined
        : integerOption("jwks-port", values["jwks-port"] as string, 1, 65535);
    const timeoutMs =
      values.timeout === undefined ? undefined : integerOption("timeout", values.timeout as string, 1, 600_000);
    const ca = readCa(values.ca as string | undefined);
    const observer = await observeServer(values["observe-url"] as string | undefined);
    const kit = await startConformanceKit({
      jwksPort,
      issuer: values.issuer as string | undefined,
      audience: values.audience as string | undefined,
      clientId: values["client-id"] as string | undefined,
    }).catch(async (error: unknown) => {
      await observer?.close();
      throw error;
    });
    try {
      for (const line of gatewayIdentityLines(kit)) console.log(line);
      console.log(`  discovery   ${kit.discoveryUrl}`);
      if (observer !== undefined) console.log(`observing processed messages at ${observer.url}`);
      const report = await kit.run({
        webhookUrl,
        messageTypes: values["message-type"] as string[] | undefined,
        ca,
        insecure: values.insecure === true,
        timeoutMs,
        observer,
        skip: values.skip as CheckFamily[] | undefined,
        onResult: (result) => console.log(formatResult(result)),
      });
      console.log(formatSummary(report));
      const junit = values.junit as string | undefined;
      if (junit !== undefined) writeFileSync(junit, toJUnitXml(report));
      return report.passed ? 0 : 1;
    } finally {
      await kit.close();
      await observer?.close();
    }
  },
};
