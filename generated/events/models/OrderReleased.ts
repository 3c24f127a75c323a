// generated from specs/asyncapi/platform-events.yaml; do not edit
interface OrderReleased {
  'orderId': string;
  'productId': string;
  'vendorCode': string;
}
export type { OrderReleased };
