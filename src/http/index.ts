export {
  createRetryingExchange,
  createRetryingFetch,
  type Fetch,
  type RetryOptions,
  type RetryingFetchOptions,
} from "./retrying-fetch.js";
export {
  RequestFailedError,
  RedirectRefusedError,
  ResponseStatusError,
  describeUrl,
  type RequestFailure,
} from "./errors.js";
export { fetchInit, snapshotRequest, withSnapshot, type Exchange, type RequestSnapshot } from "./request-snapshot.js";
export { raceAbort } from "./abort.js";
export { PlannedRequest } from "./planned-request.js";
