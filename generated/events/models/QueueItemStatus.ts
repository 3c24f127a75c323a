// generated from specs/asyncapi/platform-events.yaml; do not edit
type QueueItemStatus = "Started" | "Pending" | "Completed" | "Canceled" | "Running" | "Success" | "Failed";
export type { QueueItemStatus };
