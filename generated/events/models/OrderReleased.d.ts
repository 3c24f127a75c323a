interface OrderReleased {
    'orderId': string;
    'productId': string;
    'vendorCode': string;
}
export type { OrderReleased };
