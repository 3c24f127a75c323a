export { createRetryingFetch, type Fetch, type RetryOptions, type RetryingFetchOptions } from "./retrying-fetch.js";
export { RequestFailedError, RedirectRefusedError, ResponseStatusError, describeUrl, type RequestFailure } from "./errors.js";
export { snapshotRequest, toFetchArgs, type RequestSnapshot } from "./request-snapshot.js";
export { raceAbort } from "./abort.js";
