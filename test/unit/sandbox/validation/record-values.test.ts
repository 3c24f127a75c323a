// Issue 48: nothing a tenant sends may hold the process for other tenants. A V2 publish of one
// record of 200,000 fields held the event loop 6.7 s (load 23): the body was checked in one go, an
// anyOf of 13 data types per field. A large body's record values are now checked after the rest of
// it, a slice at a time; these tests pin what makes it: the first pass hands an object of record
// values over whole, the event loop gets turns while they are checked, and a value that fails is
// still named by its place.
import { describe, expect, it } from "vitest";
import { createSchemaChecks } from "../../../../tools/src/sandbox/validation/schema-checks.js";
import { RECORD_VALUE_KEYWORD, deferRecordValueRefs } from "../../../../tools/src/sandbox/kernel/stored-text.js";
import { createSlicer } from "../../../../tools/src/sandbox/kernel/time-slice.js";

const schemas = {
  Value: { "x-record-value": true, anyOf: [{ type: "string" }, { type: "integer" }, { type: "boolean" }] },
  Record: {
    type: "object",
    properties: { Id: { type: "string" } },
    additionalProperties: { $ref: "#/components/schemas/Value" },
  },
  Item: {
    type: "object",
    properties: { recordId: { type: "string" }, data: { $ref: "#/components/schemas/Record" } },
  },
};
const documents = new Map([["spec", { components: { schemas } }]]);
const body = { type: "object", properties: { items: { type: "array", items: { $ref: "#/components/schemas/Item" } } } };
const wide = (last: unknown) => ({
  items: [
    {
      recordId: "R-1",
      data: {
        Id: "not checked as a record value",
        ...Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`f${i}`, i])),
        "a/b": last,
      },
    },
  ],
});
// A slice used up at every reading of the clock: every pause the check would make is made.
const everyPause = () => ({ due: () => true, pause: createSlicer().pause });

describe("the first pass over a large body hands an object of record values over whole", () => {
  it("an object whose other members are record values becomes the keyword naming them and its own members", () => {
    expect(deferRecordValueRefs(schemas, schemas.Record)).toEqual({
      type: "object",
      properties: { Id: { type: "string" } },
      [RECORD_VALUE_KEYWORD]: { ref: "#/components/schemas/Value", known: ["Id"] },
    });
  });
  it("a reference to a record value elsewhere becomes the keyword naming it", () => {
    expect(deferRecordValueRefs(schemas, { type: "array", items: { $ref: "#/components/schemas/Value" } })).toEqual({
      type: "array",
      items: { [RECORD_VALUE_KEYWORD]: { ref: "#/components/schemas/Value" } },
    });
  });
});

describe("the event loop gets turns while a large body's record values are checked", () => {
  it("a task queued before checking a record of 200,000 fields runs before the check ends", async () => {
    const checks = createSchemaChecks(documents, everyPause);
    await checks.load();
    const order: string[] = [];
    setImmediate(() => order.push("other task"));
    const problems = await checks.checkBody("spec", body, wide(1), false, "request");
    order.push("checked");
    expect(problems).toEqual([]);
    expect(order).toEqual(["other task", "checked"]);
  });
});

describe("a record value checked after the rest of the body is refused at its place", () => {
  it("the last of 200,000 fields, of no data type, is named by its JSON path", async () => {
    const checks = createSchemaChecks(documents, everyPause);
    await checks.load();
    const problems = await checks.checkBody("spec", body, wide({ nested: 1 }), false, "request");
    expect(problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: '.items[0].data["a/b"]' })]));
  });
  it("a member the record schema names is checked by its own schema, in the first pass", async () => {
    const checks = createSchemaChecks(documents, everyPause);
    await checks.load();
    const problems = await checks.checkBody(
      "spec",
      body,
      { items: [{ recordId: "R-1", data: { Id: 7 } }] },
      false,
      "request",
    );
    expect(problems).toEqual([expect.objectContaining({ path: ".items[0].data.Id", message: "must be string" })]);
  });
});
