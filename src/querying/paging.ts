import { parameterDefaults } from "../../generated/facts.js";
import { ResponseStatusError } from "../http/index.js";
import { PagingError } from "./errors.js";

/** The part of a collection to ask for. */
export interface PageRequest {
  offset: number;
  limit: number;
}

/** A collection page as every list endpoint answers it. */
export interface Page<Item> {
  totalCount: number;
  items: Item[];
}

/** What a page function returns: the page itself, or openapi-fetch's `{ data, error, response }`. */
export type PageResult<Item> =
  | Page<Item>
  | { data: Page<Item>; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The item type of a page function's result, read from the operation's generated response type. */
export type ItemOf<Result> = Result extends { data: { items: Array<infer Item> } }
  ? Item
  : Result extends { items: Array<infer Item> }
    ? Item
    : never;

/** Options of {@link paginate}. */
export interface PagingOptions {
  /** Page size asked for; the server may answer fewer. Default 100, the platform's default. */
  limit?: number;
  /** Where to start. Default 0. */
  offset?: number;
}

function unwrap<Item>(result: PageResult<Item>, offset: number): Page<Item> {
  const page = "response" in result ? answered(result, offset) : result;
  if (!Array.isArray(page.items)) throw new PagingError(`the page at offset ${offset} has no items array`);
  return page;
}

function answered<Item>(result: Exclude<PageResult<Item>, Page<Item>>, offset: number): Page<Item> {
  if (!result.response.ok) throw new ResponseStatusError(result.response, result.error);
  if (result.data === undefined) throw new PagingError(`the page at offset ${offset} came without a body`);
  return result.data;
}

/**
 * Every item of a collection, page after page. The offset advances by the items received, not by
 * `limit`, so a server that caps the page size skips nothing; reading stops at `totalCount` or at
 * an empty page. A page that starts with the same item as the one before means the server ignores
 * `offset`, and ends reading with a {@link PagingError} instead of looping (a live collection into
 * which exactly one page of items was inserted ahead between two reads looks the same; reading
 * again from the start is the remedy in both cases). An error status throws
 * {@link ResponseStatusError}.
 *
 * @example
 * for await (const tenant of paginate(({ offset, limit }) =>
 *   identity.GET("/api/v2/Tenants", { params: { query: { offset, limit } } }))) { ... }
 */
export async function* paginate<Result extends PageResult<unknown>>(
  fetchPage: (page: PageRequest) => Promise<Result>,
  options: PagingOptions = {},
): AsyncGenerator<ItemOf<Result>, void, undefined> {
  const limit = options.limit ?? parameterDefaults.Limit;
  let offset = options.offset ?? parameterDefaults.Offset;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(offset) || offset < 0)
    throw new RangeError(`offset must be a non-negative integer, got ${offset}`);
  let previousFirst: string | undefined;
  for (;;) {
    const page = unwrap(await fetchPage({ offset, limit }), offset) as Page<ItemOf<Result>>;
    if (page.items.length === 0) return;
    const first = JSON.stringify(page.items[0]);
    if (first === previousFirst) {
      throw new PagingError(
        `the page at offset ${offset} starts with the same item as the page before: the server ignores offset`,
      );
    }
    previousFirst = first;
    yield* page.items;
    offset += page.items.length;
    if (typeof page.totalCount === "number" && offset >= page.totalCount) return;
  }
}
