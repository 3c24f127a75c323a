import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { eventCatalogue, isMessageType } from "../events/index.js";
import { createGatewaySimulator, type DeliveryTamper } from "../webhooks/simulator/index.js";

export const sendEventUsage = `integration-contracts send-event <webhookUrl> <messageType> [payload.json]
    [--tenant ID] [--message-id ID] [--issuer URL] [--audience AUD] [--jwks-port N] [--max-attempts N] [--tamper KIND]
  Delivers one event as the message gateway does: signed RS256 gateway JWT (its JWKS served on
  127.0.0.1 while the command runs), the reference's route and headers, redelivery with backoff on
  non-2xx. The payload defaults to the event's documented example. Give --jwks-port to configure
  the consumer's jwksUrl (http://127.0.0.1:N/...) before sending.`;

function readPayload(file: string | undefined, messageType: string): unknown {
  if (file === undefined) {
    const example = isMessageType(messageType) ? eventCatalogue[messageType].example : null;
    if (example === null) throw new Error(`${messageType} has no documented example; pass a payload file`);
    return example.payload;
  }
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`cannot read payload file ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`payload file ${file} is not JSON: ${(error as Error).message}`);
  }
}

/** Delivers one event; exit code 0 when the consumer acknowledged it with a 2xx. */
export async function runSendEvent(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      tenant: { type: "string" },
      "message-id": { type: "string" },
      issuer: { type: "string" },
      audience: { type: "string" },
      "jwks-port": { type: "string" },
      "max-attempts": { type: "string" },
      tamper: { type: "string" },
    },
  });
  const [webhookUrl, messageType, payloadFile, ...rest] = positionals;
  if (webhookUrl === undefined || messageType === undefined || rest.length > 0) throw new Error(`expected <webhookUrl> <messageType> [payload.json]\n${sendEventUsage}`);
  if (!isMessageType(messageType)) throw new Error(`unknown message type ${messageType}; known: ${Object.keys(eventCatalogue).join(", ")}`);
  const maxAttempts = values["max-attempts"] === undefined ? undefined : Number(values["max-attempts"]);
  if (maxAttempts !== undefined && (!Number.isInteger(maxAttempts) || maxAttempts < 1)) throw new Error("--max-attempts must be a whole number of at least 1");
  const jwksPort = values["jwks-port"] === undefined ? undefined : Number(values["jwks-port"]);
  if (jwksPort !== undefined && (!Number.isInteger(jwksPort) || jwksPort < 1 || jwksPort > 65535)) throw new Error("--jwks-port must be an integer from 1 to 65535");
  const payload = readPayload(payloadFile, messageType);

  const simulator = await createGatewaySimulator({ issuer: values.issuer, audience: values.audience, jwksPort });
  try {
    console.log(`JWKS: ${simulator.jwksUrl} (issuer ${simulator.issuer}, audience ${simulator.audience})`);
    const result = await simulator.deliver(webhookUrl, messageType, payload as never, {
      tenantId: values.tenant,
      messageId: values["message-id"],
      maxAttempts,
      tamper: values.tamper as DeliveryTamper | undefined,
      onAttempt: ({ attempt, status, error }) => console.log(`attempt ${attempt}: ${status ?? `no answer (${error ?? "network error"})`}`),
    });
    console.log(`${result.delivered ? "delivered" : "not delivered"}: ${result.url}`);
    return result.delivered ? 0 : 1;
  } finally {
    await simulator.close();
  }
}
