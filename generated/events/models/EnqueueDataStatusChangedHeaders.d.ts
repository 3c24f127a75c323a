type EnqueueDataStatusChangedHeaders = Map<string, any>;
export type { EnqueueDataStatusChangedHeaders };
