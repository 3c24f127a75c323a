interface RefreshStatusEvent {
    'sourceId': string;
    'checkConnection'?: boolean;
}
export type { RefreshStatusEvent };
