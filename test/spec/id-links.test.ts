// operation-id-links (spectral-functions/idLinks.js) on documents built here: a list item's `id` is a
// resource's id when an operation of the same resource names one of it by `{<name>Id}`, and the
// finding's wording agrees with the number of operations it names.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/openapi.js";

type IdLinks = (document: unknown) => { message: string; path: string[] }[];
const { default: idLinks } = (await import(
  pathToFileURL(join(projectRoot, "spectral-functions", "idLinks.js")).href
)) as {
  default: IdLinks;
};

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const customers = (links?: object) => ({
  openapi: "3.1.0",
  paths: {
    "/api/v1/Customers": {
      get: {
        operationId: "listCustomers",
        responses: {
          "200": {
            ...json({
              type: "object",
              properties: {
                totalCount: { type: "integer" },
                items: { type: "array", items: { properties: { id: {} } } },
              },
            }),
            ...(links === undefined ? {} : { links }),
          },
        },
      },
    },
    "/api/v1/Customers/{customerId}": {
      get: {
        operationId: "getCustomer",
        parameters: [{ name: "customerId", in: "path", required: true }],
        responses: { "200": json({ type: "object", properties: { name: {} } }) },
      },
    },
  },
});

describe("a list item's id is a resource's id when the resource's own path names one by {<name>Id}", () => {
  it("an answer listing items[].id without a link to getCustomer is flagged, in the singular", () => {
    expect(idLinks(customers())).toEqual([
      {
        message:
          "listCustomers answers 200 with id, which getCustomer takes: declare a link to one of them " +
          "(or x-no-links: why it is another id)",
        path: ["paths", "/api/v1/Customers", "get", "responses", "200"],
      },
    ]);
  });

  it("the same answer with a link to getCustomer passes", () => {
    expect(idLinks(customers({ customer: { operationId: "getCustomer" } }))).toEqual([]);
  });
});
