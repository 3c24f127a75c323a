/**
 * A collection answer that breaks the paging contract (`{ totalCount, items[] }` with `offset`
 * and `limit`): no items array, a server that ignores `offset`, a record without the timestamp or
 * identifier a poller needs. Going on would skip or repeat records, so reading stops.
 */
export class PagingError extends Error {
  override readonly name = "PagingError";
}
