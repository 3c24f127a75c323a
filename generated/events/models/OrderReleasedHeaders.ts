// generated from specs/asyncapi/platform-events.yaml; do not edit
interface OrderReleasedHeaders {
  'X-VendorCode': string;
}
export type { OrderReleasedHeaders };
