// generated from specs/asyncapi/platform-events.yaml; do not edit
type EnqueueDataStatusChangedHeaders = Map<string, any>;
export type { EnqueueDataStatusChangedHeaders };
