type RequestStatus = "Success" | "Failed" | "Canceled";
export type { RequestStatus };
