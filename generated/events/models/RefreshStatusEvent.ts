// generated from specs/asyncapi/platform-events.yaml; do not edit
interface RefreshStatusEvent {
  'sourceId': string;
  'checkConnection'?: boolean;
}
export type { RefreshStatusEvent };
