import { eventCatalogue, isMessageType } from "../../../src/events/index.js";
import {
  createGatewaySimulator,
  deliveryTampers,
  GATEWAY_DEFAULTS,
  type DeliveryAttempt,
  type DeliveryTamper,
} from "../../../src/webhooks/simulator/index.js";
import { integerOption, UsageError, type Command } from "./command.js";
import { gatewayIdentityLines } from "./gateway-identity.js";
import { defaultGatewayKeyFile, GatewayKeyFileError, loadOrCreateGatewayKey } from "./gateway-key-file.js";
import { readInputFile } from "../input-file.js";

function readPayload(file: string | undefined, messageType: string): unknown {
  if (file === undefined) {
    const example = isMessageType(messageType) ? eventCatalogue[messageType].example : null;
    if (example === null) throw new Error(`${messageType} has no documented example; pass a payload file`);
    return example.payload;
  }
  let text: string;
  try {
    text = readInputFile(file);
  } catch (error) {
    throw new Error(`cannot read payload file ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`payload file ${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** One line per POST: the status and, for a refusal, the consumer's reason. */
function describeAttempt({ attempt, status, error, reason }: DeliveryAttempt): string {
  if (status === null) return `attempt ${attempt}: no answer (${error ?? "network error"})`;
  return `attempt ${attempt}: ${status}${reason === undefined ? "" : ` ${reason}`}`;
}

export const sendEventCommand: Command = {
  name: "send-event",
  summary: "deliver one signed event to your webhook as the message gateway does",
  description: `Delivers one event as the message gateway does: signed RS256 gateway JWT (its JWKS served on
127.0.0.1 while the command runs), the reference's route and headers, redelivery with backoff on
non-2xx (1 s doubling to 60 s, 10 attempts, as the sandbox's gateway). The payload defaults to the
event's documented example. Give --jwks-port to configure the consumer before sending: issuer
http://127.0.0.1:N, jwksUrl http://127.0.0.1:N/.well-known/jwks, audience apiim, client_id
message-gateway, the values of the sandbox's gateway and of verify-webhook with the same port. The
signing key is kept between runs (same kid, so a consumer's cached key set stays valid) in --key-file, by default
${"$"}XDG_STATE_HOME/integration-contracts/gateway-key.json (~/.local/state/... without XDG_STATE_HOME),
made with mode 0600 on first use. Every refused delivery prints the status and the consumer's reason.`,
  positionals: [
    { name: "webhookUrl", description: "the consumer's webhook base URL" },
    {
      name: "messageType",
      description:
        `one of the catalogue's message types ` +
        `(${Object.keys(eventCatalogue).length}), e.g. ` +
        `PLATFORM.PlatformStore.OrderReleased`,
    },
    { name: "payload.json", description: "the event payload (default: the documented example)", required: false },
  ],
  options: {
    tenant: { type: "string", valueName: "ID", description: "X-Tenant-Id of the delivery" },
    "message-id": { type: "string", valueName: "ID", description: "messageId of the route (default: a new UUID)" },
    issuer: {
      type: "string",
      valueName: "URL",
      description: "iss of the gateway token (default http://127.0.0.1:<jwks-port>)",
    },
    audience: {
      type: "string",
      valueName: "AUD",
      description: `aud of the gateway token (default ${GATEWAY_DEFAULTS.audience})`,
    },
    "client-id": {
      type: "string",
      valueName: "ID",
      description: `client_id and sub of the gateway token (default ${GATEWAY_DEFAULTS.clientId})`,
    },
    "jwks-port": {
      type: "string",
      valueName: "PORT",
      description: "port of the JWKS served while sending (default: a free one)",
    },
    "max-attempts": {
      type: "string",
      valueName: "N",
      description: `deliveries before giving up (default ${GATEWAY_DEFAULTS.redelivery.maxAttempts})`,
    },
    tamper: {
      type: "string",
      valueName: "KIND",
      choices: deliveryTampers,
      description: "send a deliberately broken delivery",
    },
    "key-file": {
      type: "string",
      valueName: "FILE",
      description: "private JWK to sign with, made when missing (default: see above)",
    },
  },
  async run({ values, positionals }) {
    const [webhookUrl, messageType, payloadFile] = positionals as [string, string, string | undefined];
    if (!isMessageType(messageType))
      throw new UsageError(
        `unknown message type ${JSON.stringify(messageType)}; accepted: ${Object.keys(eventCatalogue).join(", ")}`,
      );
    const maxAttempts =
      values["max-attempts"] === undefined
        ? undefined
        : integerOption("max-attempts", values["max-attempts"] as string, 1, 100);
    const jwksPort =
      values["jwks-port"] === undefined
        ? undefined
        : integerOption("jwks-port", values["jwks-port"] as string, 1, 65535);
    const payload = readPayload(payloadFile, messageType);

    const keyFile = (values["key-file"] as string | undefined) ?? defaultGatewayKeyFile();
    const key = await loadOrCreateGatewayKey(keyFile);
    const simulator = await createGatewaySimulator({
      issuer: values.issuer as string | undefined,
      audience: values.audience as string | undefined,
      clientId: values["client-id"] as string | undefined,
      jwksPort,
      signingKey: key.jwk,
    }).catch((error: unknown) => {
      throw error instanceof TypeError
        ? new GatewayKeyFileError(`${keyFile}: ${error.message.replace(/^signingKey: /, "")}; delete it for a new key`)
        : error;
    });
    try {
      console.log(`signing key: ${keyFile} (kid ${simulator.kid}${key.created ? ", new" : ""})`);
      const redelivery = {
        ...GATEWAY_DEFAULTS.redelivery,
        maxAttempts: maxAttempts ?? GATEWAY_DEFAULTS.redelivery.maxAttempts,
      };
      for (const line of gatewayIdentityLines({ ...simulator, redelivery })) console.log(line);
      const result = await simulator.deliver(webhookUrl, messageType, payload as never, {
        tenantId: values.tenant as string | undefined,
        messageId: values["message-id"] as string | undefined,
        maxAttempts,
        tamper: values.tamper as DeliveryTamper | undefined,
        onAttempt: (attempt) => console.log(describeAttempt(attempt)),
      });
      console.log(`${result.delivered ? "delivered" : "not delivered"}: ${result.url}`);
      return result.delivered ? 0 : 1;
    } finally {
      await simulator.close();
    }
  },
};
