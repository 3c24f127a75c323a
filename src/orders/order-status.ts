// The order status flow of the reference, enforced from the spec's own state machine
// (`x-state-machine.orderStatus` of specs/openapi/order-integration.yaml): no state or move is
// listed here.
import { orderStatus as machine } from "../../generated/state-machines/order-integration.js";
import type { components } from "../../generated/types/order-integration.js";
import { validators } from "../../generated/validators/index.js";
import { describeValidationErrors, type ValidationProblem } from "../validators/format.js";
import type { OrderClient } from "../clients/order-integration.js";

export type OrderSystemStatus = components["schemas"]["OrderSystemStatus"];
/** An order's status: a system status, or null for the reference's "(none)", the released order. */
export type OrderState = OrderSystemStatus | null;
export type SetOrderStatusRequest = components["schemas"]["SetOrderStatusRequest"];
export type OrderAccessType = components["schemas"]["OrderAccessType"];

/** The system statuses a SetStatus call may move an order to from `from`. */
export function allowedMoves(from: OrderState): OrderSystemStatus[] {
  return machine.transitions.filter((t) => t.from === from).map((t) => t.to);
}

/** Whether `state` ends the flow (`Done`, `Fail`). */
export function isTerminal(state: OrderState): boolean {
  return (machine.terminal as readonly OrderState[]).includes(state);
}

/**
 * A move the order's current status does not allow, refused by this package before the call or by the service with 412.
 */
export class OrderStatusMoveError extends Error {
  override readonly name = "OrderStatusMoveError";
  constructor(
    readonly orderId: string,
    /** Where the order really is. */
    readonly current: OrderState,
    readonly requested: OrderSystemStatus,
    /** `client` when refused before calling, `service` when the service answered 412. */
    readonly refusedBy: "client" | "service",
  ) {
    const allowed = allowedMoves(current);
    super(
      `order ${orderId} is in ${current ?? "(none)"}; it cannot move to ${requested}` +
        (allowed.length > 0
          ? ` (allowed: ${allowed.join(", ")})`
          : isTerminal(current)
            ? ` (${current} is terminal)`
            : "") +
        (refusedBy === "service" ? "; refused by the order service with 412" : ""),
    );
  }

  /** The moves the order's current status allows. */
  get allowed(): OrderSystemStatus[] {
    return allowedMoves(this.current);
  }
}

/** The `detail` of a problem-details-like body, the one member worth a message when it is there. */
function detailOf(body: unknown): string | undefined {
  const detail = typeof body === "object" && body !== null ? (body as { detail?: unknown }).detail : undefined;
  return typeof detail === "string" && detail !== "" ? detail : undefined;
}

/** A status call the order service refused for another reason than the state machine. */
export class OrderRequestError extends Error {
  override readonly name = "OrderRequestError";
  constructor(
    readonly orderId: string,
    readonly status: number,
    /**
     * The answer's body as the service sent it: "Body shape and further status codes of order service errors: not
     * shown."
     */
    readonly body: unknown,
  ) {
    const detail = detailOf(body);
    super(`order ${orderId}: the order service answered ${status}${detail ? `: ${detail}` : ""}`);
  }
}

/**
 * The body of a SetStatus call did not match its schema; the message has one line per problem, naming the field and
 * what it must be.
 */
export class InvalidOrderStatusError extends Error {
  override readonly name = "InvalidOrderStatusError";
  constructor(
    /** Each problem: JSON path, pointer, what is expected (an enum's values included) and the rule it breaks. */
    readonly problems: readonly ValidationProblem[],
  ) {
    super(problems.map((p) => `${p.path} ${p.message}`).join("\n") || "SetStatus body is invalid");
  }
}

export interface SetOrderStatusOptions {
  /** The order (the `orderId` of the OrderReleased message). */
  orderId: string;
  /** The SetStatus body. */
  status: SetOrderStatusRequest;
  /** `orderAccessType` query value. Default `Vendor`, the only value the reference shows. */
  orderAccessType?: OrderAccessType;
  /** The order's status if the caller knows it; otherwise it is read with GET Order before a move. */
  currentStatus?: OrderState;
}

async function readCurrentStatus(
  client: OrderClient,
  orderId: string,
  orderAccessType: OrderAccessType,
): Promise<OrderState> {
  const { data, error, response } = await client.GET("/api/v1/Order/{id}", {
    params: { path: { id: orderId }, query: { orderAccessType } },
  });
  if (data === undefined) throw new OrderRequestError(orderId, response.status, error);
  return data.currentStatusInfo?.systemStatus ?? null;
}

function checkBody(status: SetOrderStatusRequest): void {
  const validate = validators.SetOrderStatusRequest;
  if (validate(status)) return;
  throw new InvalidOrderStatusError(
    describeValidationErrors(validate.errors, {
      schema: "SetOrderStatusRequest",
      value: status,
      root: "SetStatus body $",
    }),
  );
}

/**
 * Sends SetStatus. A move (a systemStatus with severity Info or Warning) is checked against the
 * state machine first and refused without calling when the order's status does not allow it. A
 * technical failure (severity `Error`) changes nothing, so it is never refused here. On 412 the
 * order is read again and the error says where it really is.
 */
export async function setOrderStatus(client: OrderClient, options: SetOrderStatusOptions): Promise<{ id: string }> {
  const { orderId, status } = options;
  const orderAccessType = options.orderAccessType ?? "Vendor";
  checkBody(status);
  // null is what serializers send for "no systemStatus", which the reference treats as no move.
  const requested = status.systemStatus ?? undefined;
  const isMove = requested !== undefined && status.severity !== machine.technicalFailure.severity;
  if (isMove) {
    const current =
      options.currentStatus !== undefined
        ? options.currentStatus
        : await readCurrentStatus(client, orderId, orderAccessType);
    if (!allowedMoves(current).includes(requested))
      throw new OrderStatusMoveError(orderId, current, requested, "client");
  }
  const { data, error, response } = await client.POST("/api/v1/Order/{id}/SetStatus", {
    params: { path: { id: orderId }, query: { orderAccessType } },
    body: status,
  });
  if (data !== undefined) return data;
  if (response.status === machine.disallowed.status && requested !== undefined) {
    throw new OrderStatusMoveError(
      orderId,
      await readCurrentStatus(client, orderId, orderAccessType),
      requested,
      "service",
    );
  }
  throw new OrderRequestError(orderId, response.status, error);
}

/**
 * Reports a technical (temporary) failure: severity `Error`, which "changes neither the system
 * status nor the custom properties". Its systemStatus is "informative only" but required, since "a
 * call without systemStatus only updates custom properties" and must be `Info` or `Warning`. The
 * reference recommends sending `Validation` with `Info` first, then the failure.
 */
export function reportTechnicalFailure(
  client: OrderClient,
  options: {
    orderId: string;
    systemStatus: OrderSystemStatus;
    message: string;
    details?: string[];
    statusCode?: number;
    source?: string;
    orderAccessType?: OrderAccessType;
  },
): Promise<{ id: string }> {
  const { orderId, orderAccessType, ...fields } = options;
  return setOrderStatus(client, {
    orderId,
    orderAccessType,
    status: { ...fields, severity: machine.technicalFailure.severity },
  });
}

/** The custom property that "carries the customer-specific application address". */
export const APPLICATION_URL_KEY = machine.applicationUrl.key;

/**
 * Updates only the custom properties (no systemStatus), as the reference does for ApplicationUrl:
 * allowed in any state, "the last value wins", severity `Info` or `Warning`.
 */
export function setApplicationUrl(
  client: OrderClient,
  options: {
    orderId: string;
    applicationUrl: string;
    message?: string;
    severity?: (typeof machine.withoutSystemStatus.allowedSeverities)[number];
    orderAccessType?: OrderAccessType;
  },
): Promise<{ id: string }> {
  return setOrderStatus(client, {
    orderId: options.orderId,
    orderAccessType: options.orderAccessType,
    status: {
      severity: options.severity ?? "Info",
      message: options.message ?? "Application address updated.",
      customProperties: [{ key: APPLICATION_URL_KEY, value: options.applicationUrl }],
    },
  });
}
