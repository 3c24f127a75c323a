export { paginate, type ItemOf, type Page, type PageRequest, type PageResult, type PagingOptions } from "./paging.js";
export {
  createModifiedSincePoller,
  type ModifiedSincePoller,
  type ModifiedSincePollerOptions,
  type ModifiedSinceRequest,
  type Watermark,
} from "./modified-since.js";
export { compareInstants } from "./instants.js";
export { PagingError } from "./errors.js";
