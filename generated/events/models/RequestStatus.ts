// generated from specs/asyncapi/platform-events.yaml; do not edit
type RequestStatus = "Success" | "Failed" | "Canceled";
export type { RequestStatus };
