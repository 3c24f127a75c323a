import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { createIdentityClient } from "../../../src/clients/index.js";
import { ResponseStatusError } from "../../../src/http/index.js";
import { paginate, PagingError, type Page, type PageRequest } from "../../../src/querying/index.js";
import type { components } from "../../../generated/types/identity-provider.js";
import { reply, startServer, type TestServer } from "../http/test-server.js";

/** A collection in memory; `cap` is the largest page the "server" answers, whatever limit asks. */
function collection(size: number, options: { cap?: number; totalCount?: number; ignoreOffset?: boolean } = {}) {
  const items = Array.from({ length: size }, (_, index) => ({ id: index }));
  const asked: PageRequest[] = [];
  const fetchPage = async (page: PageRequest): Promise<Page<{ id: number }>> => {
    asked.push(page);
    const start = options.ignoreOffset ? 0 : page.offset;
    const count = Math.min(page.limit, options.cap ?? Infinity);
    return { totalCount: options.totalCount ?? size, items: items.slice(start, start + count) };
  };
  return { fetchPage, asked };
}

async function readAll<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const read: T[] = [];
  for await (const item of iterable) read.push(item);
  return read;
}

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, index) => ({ id: from + index }));

describe("paging reads every item exactly once", () => {
  it("250 items with limit 100 are read in three pages at offsets 0, 100, 200", async () => {
    const { fetchPage, asked } = collection(250);
    expect(await readAll(paginate(fetchPage))).toEqual(ids(250));
    expect(asked).toEqual([
      { offset: 0, limit: 100 },
      { offset: 100, limit: 100 },
      { offset: 200, limit: 100 },
    ]);
  });

  it("the offset advances by the items received when the server answers fewer than limit", async () => {
    const { fetchPage, asked } = collection(70, { cap: 30 });
    expect(await readAll(paginate(fetchPage, { limit: 50 }))).toEqual(ids(70));
    expect(asked.map((page) => page.offset)).toEqual([0, 30, 60]);
  });

  it("starts at the given offset", async () => {
    const { fetchPage } = collection(10);
    expect(await readAll(paginate(fetchPage, { offset: 7, limit: 2 }))).toEqual(ids(3, 7));
  });

  it("breaking out of the loop asks for no further page", async () => {
    const { fetchPage, asked } = collection(500);
    for await (const item of paginate(fetchPage, { limit: 10 })) if (item.id === 12) break;
    expect(asked).toHaveLength(2);
  });
});

describe("paging stops at totalCount or at an empty page", () => {
  it("200 items with limit 100 take two requests, no third empty one", async () => {
    const { fetchPage, asked } = collection(200);
    await readAll(paginate(fetchPage));
    expect(asked).toHaveLength(2);
  });

  it("a totalCount larger than the items there are ends at the first empty page", async () => {
    const { fetchPage, asked } = collection(150, { totalCount: 1000 });
    expect(await readAll(paginate(fetchPage))).toHaveLength(150);
    expect(asked.map((page) => page.offset)).toEqual([0, 100, 150]);
  });

  it("an empty collection takes one request", async () => {
    const { fetchPage, asked } = collection(0);
    expect(await readAll(paginate(fetchPage))).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});

describe("a server that breaks the paging contract stops reading with a clear error", () => {
  it("a server that ignores offset gives PagingError instead of a loop", async () => {
    const { fetchPage, asked } = collection(300, { ignoreOffset: true });
    await expect(readAll(paginate(fetchPage))).rejects.toThrow(
      new PagingError("the page at offset 100 starts with the same item as the page before: the server ignores offset"),
    );
    expect(asked).toHaveLength(2);
  });

  it("a page without an items array gives PagingError naming the offset", async () => {
    const fetchPage = async () => ({ totalCount: 3 }) as unknown as Page<number>;
    await expect(readAll(paginate(fetchPage))).rejects.toThrow(
      new PagingError("the page at offset 0 has no items array"),
    );
  });

  it.each([
    [{ limit: 0 }, "limit must be a positive integer, got 0"],
    [{ offset: -1 }, "offset must be a non-negative integer, got -1"],
  ])("%j is refused", async (options, message) => {
    await expect(readAll(paginate(collection(1).fetchPage, options))).rejects.toThrow(new RangeError(message));
  });
});

describe("paging takes openapi-fetch results, typed from the operation's response", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("reads tenants page by page, typed as the spec's Tenant", async () => {
    const tenants = Array.from({ length: 5 }, (_, index) => ({ id: `t${index}`, name: `Tenant ${index}` }));
    server = await startServer((request, response) => {
      const query = new URL(request.url, "http://x").searchParams;
      const offset = Number(query.get("offset"));
      reply(response, 200, {}, { totalCount: 5, items: tenants.slice(offset, offset + Number(query.get("limit"))) });
    });
    const identity = createIdentityClient({ baseUrl: server.origin });
    const pages = paginate(
      ({ offset, limit }) => identity.GET("/api/v2/Tenants", { params: { query: { offset, limit } } }),
      { limit: 2 },
    );
    expectTypeOf(pages).toEqualTypeOf<AsyncGenerator<components["schemas"]["Tenant"], void, undefined>>();
    expect((await readAll(pages)).map((tenant) => tenant.name)).toEqual(tenants.map((tenant) => tenant.name));
    expect(server.received.map((request) => request.url)).toEqual([
      "/api/v2/Tenants?offset=0&limit=2",
      "/api/v2/Tenants?offset=2&limit=2",
      "/api/v2/Tenants?offset=4&limit=2",
    ]);
  });

  it("an error status throws ResponseStatusError with the status and the problem details", async () => {
    server = await startServer((_request, response) =>
      reply(
        response,
        412,
        { "content-type": "application/problem+json" },
        { title: "Precondition Failed", detail: "no integration profile" },
      ),
    );
    const identity = createIdentityClient({ baseUrl: server.origin });
    const failure = await readAll(paginate((query) => identity.GET("/api/v2/Tenants", { params: { query } }))).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ResponseStatusError);
    expect(failure).toMatchObject({
      status: 412,
      problem: { detail: "no integration profile" },
      url: `${server.origin}/api/v2/Tenants`,
    });
    expect((failure as Error).message).toBe(
      `${server.origin}/api/v2/Tenants answered 412 (Precondition Failed: no integration profile)`,
    );
  });
});
