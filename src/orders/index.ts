export {
  APPLICATION_URL_KEY,
  InvalidOrderStatusError,
  OrderRequestError,
  OrderStatusMoveError,
  allowedMoves,
  isTerminal,
  reportTechnicalFailure,
  setApplicationUrl,
  setOrderStatus,
  type OrderAccessType,
  type OrderState,
  type OrderSystemStatus,
  type SetOrderStatusOptions,
  type SetOrderStatusRequest,
} from "./order-status.js";
/** The order status machine of the spec (`x-state-machine.orderStatus`): initial status, moves, technical failure. */
export { orderStatus as orderStatusMachine } from "../../generated/state-machines/order-integration.js";
