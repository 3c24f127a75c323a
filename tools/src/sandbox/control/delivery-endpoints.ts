// The control API's deliveries: the message gateway's records, read (filtered, the last ones) and redelivered.
import type { operations } from "../../../../generated/types/sandbox-control.js";
import { deliveryView, RedeliveryRefusedError } from "../gateway/index.js";
import { problem } from "../kernel/answer.js";
import type { HandlerMap } from "../kernel/handler-map.js";
import type { SandboxRuntime } from "./sandbox-runtime.js";

export function createDeliveryHandlers(runtime: SandboxRuntime): HandlerMap<operations> {
  return {
    listSandboxDeliveries(request) {
      const { status, messageType, tenantId, last } = request.parameters;
      const matching = runtime.gateway.deliveries({ status, messageType, tenantId });
      // Only the records answered are turned into views: a history of tens of thousands is not.
      const items = (last === undefined ? matching : matching.slice(-last)).map(deliveryView);
      return { status: 200, body: { totalCount: matching.length, evicted: runtime.gateway.evicted(tenantId), items } };
    },
    getSandboxDelivery(request) {
      const { messageId } = request.parameters;
      const record = runtime.gateway.delivery(messageId);
      return record === undefined
        ? problem(404, "Not Found", `no delivery with messageId ${messageId}`)
        : { status: 200, body: deliveryView(record) };
    },
    redeliverSandboxDelivery(request) {
      try {
        return { status: 202, body: deliveryView(runtime.gateway.redeliver(request.parameters.messageId)) };
      } catch (error) {
        if (!(error instanceof RedeliveryRefusedError)) throw error;
        return error.reason === "unknown"
          ? problem(404, "Not Found", error.message)
          : problem(409, "Conflict", error.message);
      }
    },
  };
}
