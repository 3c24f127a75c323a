// The order integration service's part of the control API: `POST /_sandbox/orders` releases an
// order, which the reference shows no platform operation for.
import type { operations } from "../../../../../generated/types/sandbox-control.js";
import { problem } from "../../kernel/answer.js";
import type { HandlerMap } from "../../kernel/handler-map.js";
import type { PlatformContext } from "../../platform/platform-context.js";
import { releaseVendorOrder } from "../model/order-release.js";

export function createOrderControlHandlers(context: PlatformContext): HandlerMap<operations> {
  return {
    releaseSandboxOrder(request) {
      const released = releaseVendorOrder(context, request.body);
      if ("refusal" in released) return problem(400, "Bad Request", `body $.${released.refusal}`);
      return { status: 201, body: released.order };
    },
  };
}
