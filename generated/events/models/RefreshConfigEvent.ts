// generated from specs/asyncapi/platform-events.yaml; do not edit
interface RefreshConfigEvent {
  'sourceId': string;
}
export type { RefreshConfigEvent };
