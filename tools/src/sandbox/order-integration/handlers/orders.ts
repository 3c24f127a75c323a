// The order integration service's orders: "GET Order/{id}" and "PUT Order/{id}/SetStatus", on the
// orders the vendor tenant has released.
import type { operations } from "../../../../../generated/types/order-integration.js";
import { problem } from "../../kernel/answer.js";
import type { TenantHandlerMap } from "../../kernel/handler-map.js";
import { findOrder, setStatus } from "../model/orders.js";

function notFound(id: string) {
  return problem(404, "Not Found", `Order ${id} is not a released order of the vendor.`);
}

export function createOrderHandlers(): TenantHandlerMap<operations> {
  return {
    getOrder(request) {
      const order = findOrder(request.tenant, request.parameters.id);
      return order === undefined ? notFound(request.parameters.id) : { status: 200, body: order };
    },
    setOrderStatus(request) {
      const id = request.parameters.id;
      const result = setStatus(request.tenant, id, request.body, {
        clientId: request.caller!.clientId,
        now: request.clock.now(),
      });
      if ("id" in result) return { status: 200, body: result };
      if (result.kind === "notFound") return notFound(id);
      return result.kind === "disallowed"
        ? problem(412, "Precondition Failed", result.detail)
        : problem(422, "Unprocessable Content", result.detail);
    },
  };
}
