export { createGatewaySimulator } from "./create-gateway-simulator.js";
export { deliveryTampers } from "./gateway-simulator.js";
export {
  DISCOVERY_PATH,
  GATEWAY_DEFAULTS,
  gatewayIssuer,
  gatewayJwksUrl,
  JWKS_PATH,
  type GatewayIdentity,
  type RedeliverySchedule,
} from "./gateway-defaults.js";
export type {
  DeliveryOptions,
  DeliveryResult,
  DeliveryTamper,
  GatewaySimulator,
  GatewaySimulatorOptions,
} from "./gateway-simulator.js";
export type { DeliveryAttempt } from "./delivery.js";
export type { TokenTamper } from "./gateway-signer.js";

// The gateway's building blocks, for tools that act as the message gateway in other ways (the
// conformance kit, the sandbox): one signer, JWKS server and message shape for all of them.
export { GatewaySigner, tokenTampers, type GatewaySignerSettings } from "./gateway-signer.js";
export { startJwksServer, type JwksServer, type ServedDocuments } from "./jwks-server.js";
export { isAcknowledged, postOnce, redeliveryDelayMs, type PostOutcome } from "./delivery.js";
export {
  contractTypeOf,
  messageHeaders,
  messageUrl,
  type ContractTypeSource,
  type MessageContext,
} from "./message-request.js";
