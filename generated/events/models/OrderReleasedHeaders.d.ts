interface OrderReleasedHeaders {
    'X-VendorCode': string;
}
export type { OrderReleasedHeaders };
