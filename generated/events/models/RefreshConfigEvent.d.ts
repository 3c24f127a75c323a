interface RefreshConfigEvent {
    'sourceId': string;
}
export type { RefreshConfigEvent };
