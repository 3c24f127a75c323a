import { randomUUID } from "node:crypto";
import { eventCatalogue } from "../../../../src/events/index.js";
import { validators } from "../../../../src/validators/index.js";
import type { PayloadValidator } from "../../../../src/webhooks/index.js";
import { contractTypeOf, messageHeaders } from "../../../../src/webhooks/simulator/index.js";
import type { TokenTamper } from "../../../../src/webhooks/simulator/index.js";
import { JKU_PATH, X5U_PATH, type KitGateway } from "./gateway.js";
import type { ProcessingObserver } from "./observer.js";
import type { OutgoingRequest, Send } from "./sender.js";

/** A message type the endpoint handles, with what a valid delivery of it carries. */
export interface ChosenMessageType {
  readonly messageType: string;
  /** The catalogue's contract type; null where the reference does not show it. */
  readonly contractType: string | null;
  /** The contractType route segment sent. */
  readonly routeContractType: string;
  /** The documented example payload. */
  readonly payload: unknown;
  /** The documented example's headers other than X-Tenant-Id. */
  readonly headers: Readonly<Record<string, string>>;
  readonly validate: PayloadValidator;
}

/** How a delivery differs from a valid one. */
export interface DeliveryChanges {
  readonly messageType?: ChosenMessageType;
  /** Default a fresh UUID. */
  readonly messageId?: string;
  /** Replaces the whole path after the webhook address. */
  readonly route?: string;
  /** Sign the token wrong in this way. */
  readonly tamper?: TokenTamper;
  /** Scheme of the Authorization header. Default "Bearer". */
  readonly scheme?: string;
  /** Leave the Authorization header out. */
  readonly omitAuthorization?: boolean;
  /** Header replacements; undefined leaves a header out. */
  readonly headers?: Readonly<Record<string, string | undefined>>;
  readonly body?: string | Buffer;
}

/** A delivery ready to send, and how the report names it. */
export interface PreparedDelivery extends OutgoingRequest {
  readonly messageId: string;
  readonly summary: string;
}

/** What every check family works with. */
export interface KitContext {
  readonly webhookUrl: URL;
  readonly gateway: KitGateway;
  readonly send: Send;
  /** The message types checked, in catalogue order; never empty. */
  readonly messageTypes: readonly ChosenMessageType[];
  readonly observer: ProcessingObserver | undefined;
  readonly sleep: (milliseconds: number) => Promise<void>;
  /** A valid delivery of the first chosen message type, changed as asked. */
  delivery(changes?: DeliveryChanges): Promise<PreparedDelivery>;
}

/** Every message type of the catalogue, for choosing. */
export const catalogueMessageTypes: readonly string[] = Object.keys(eventCatalogue);

/** The chosen message types with their examples; an unknown one or one without example is an error naming it. */
export function chooseMessageTypes(chosen: readonly string[] | undefined): ChosenMessageType[] {
  const names = chosen === undefined || chosen.length === 0 ? catalogueMessageTypes : [...new Set(chosen)];
  return names.map((messageType) => {
    if (!Object.hasOwn(eventCatalogue, messageType)) {
      throw new Error(
        `unknown message type ${JSON.stringify(messageType)}; accepted: ${catalogueMessageTypes.join(", ")}`,
      );
    }
    const entry = eventCatalogue[messageType as keyof typeof eventCatalogue];
    if (entry.example === null) throw new Error(`${messageType} has no documented example to deliver`);
    const validate = (validators as Readonly<Record<string, PayloadValidator>>)[entry.payloadSchema];
    if (validate === undefined)
      throw new Error(`no validator for ${entry.payloadSchema}, the payload schema of ${messageType}`);
    const exampleHeaders = (entry.example.headers ?? {}) as Readonly<Record<string, unknown>>;
    const headers = Object.fromEntries(
      Object.entries(exampleHeaders)
        .filter(([name, value]) => name.toLowerCase() !== "x-tenant-id" && typeof value === "string")
        .map(([name, value]) => [name, value as string]),
    );
    return {
      messageType,
      contractType: entry.contractType,
      routeContractType: contractTypeOf({ [messageType]: entry }, messageType),
      payload: entry.example.payload,
      headers,
      validate,
    };
  });
}

/** The tenant of every delivery of the kit: the tenant of the reference's examples. */
export const KIT_TENANT = "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61";

/** Builds deliveries as the message gateway sends them, to the endpoint's address. */
export function deliveryBuilder(webhookUrl: URL, gateway: KitGateway, messageTypes: readonly ChosenMessageType[]) {
  const basePath = webhookUrl.pathname.replace(/(?<!\/)\/+$/, "");
  return async (changes: DeliveryChanges = {}): Promise<PreparedDelivery> => {
    const type = changes.messageType ?? messageTypes[0]!;
    const messageId = changes.messageId ?? randomUUID();
    const route = changes.route ?? `/${type.messageType}/${type.routeContractType}/${messageId}`;
    const keyUrl = `${gateway.server.origin}${changes.tamper === "x5u-header" ? X5U_PATH : JKU_PATH}`;
    const token = await gateway.signer.sign(changes.tamper, {}, keyUrl);
    const headers: Record<string, string> = {
      ...type.headers,
      ...messageHeaders({
        tenantId: KIT_TENANT,
        userClaims: { tid: KIT_TENANT, sub: "simulated-user", client_id: "simulated-client", iss: gateway.issuer },
      }),
      Authorization: `${changes.scheme ?? "Bearer"} ${token}`,
    };
    if (changes.omitAuthorization === true) delete headers["Authorization"];
    for (const [name, value] of Object.entries(changes.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const path = `${basePath}${route}`;
    return {
      method: "POST",
      path,
      headers,
      body: changes.body ?? JSON.stringify(type.payload),
      messageId,
      summary: `POST ${path}`,
    };
  };
}
