// Paging for every service's collections. "Collection responses are `{ totalCount, items[] }`. Paging parameters are
// `offset` (default 0) and `limit` (default 100) unless stated otherwise." The V1 lists whose defaults "are not stated"
// use the same defaults in the sandbox.
import { parameterDefaults } from "../../../../generated/facts.js";

export const DEFAULT_OFFSET = parameterDefaults.Offset;
export const DEFAULT_LIMIT = parameterDefaults.Limit;

/** One page of `items` (already in answer order) with the count of all of them. */
export function page<T>(
  items: readonly T[],
  offset: number | undefined,
  limit: number | undefined,
): { totalCount: number; items: T[] } {
  const from = offset ?? DEFAULT_OFFSET;
  return { totalCount: items.length, items: items.slice(from, from + (limit ?? DEFAULT_LIMIT)) };
}

/** Newest first by an ISO 8601 member; equal times keep the later-added item first. */
export function newestFirst<T>(items: readonly T[], time: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, at: Date.parse(time(item)) }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ item }) => item);
}
