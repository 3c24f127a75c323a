type QueueItemStatus = "Started" | "Pending" | "Completed" | "Canceled" | "Running" | "Success" | "Failed";
export type { QueueItemStatus };
