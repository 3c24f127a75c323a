// The sandbox's example picker and answer check on a spec written for the test: documented
// statuses, named examples, Prefer, and media ranges answered with the example's own type.
import { describe, expect, it } from "vitest";
import { exampleAnswer, parsePrefer } from "../../../tools/src/sandbox/kernel/documented-examples.js";
import { listSpecOperations } from "../../../tools/src/sandbox/kernel/route-table.js";
import { createSpecValidator } from "../../../tools/src/sandbox/validation/index.js";

const document = {
  openapi: "3.1.0",
  paths: {
    "/things/{id}": {
      get: {
        operationId: "getThing",
        responses: {
          "404": {
            description: "missing",
            content: { "application/problem+json": { schema: { type: "object" }, example: { title: "Not Found" } } },
          },
          "200": {
            description: "the thing",
            headers: { etag: { schema: { type: "string" }, example: '"v1"' } },
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Thing" },
                examples: { small: { value: { id: "a", size: 1 } }, large: { value: { id: "b", size: 9 } } },
              },
            },
          },
          default: {
            description: "any other",
            content: { "*/*": { schema: {}, example: "an error the reference does not show" } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: "object",
        required: ["id", "size"],
        properties: { id: { type: "string" }, size: { type: "integer" } },
      },
    },
  },
};
const [op] = listSpecOperations("things", document);
const validator = createSpecValidator(new Map([["things", document]]), { jsonDepth: 64 });

describe("an operation without a handler answers its documented examples as the mock does", () => {
  it("answers the lowest documented 2xx with its first example and documented headers", () => {
    expect(exampleAnswer(op!, {})).toEqual({
      status: 200,
      headers: { etag: '"v1"' },
      contentType: "application/json",
      body: { id: "a", size: 1 },
    });
  });
  it("Prefer: code and example select a documented answer", () => {
    expect(exampleAnswer(op!, parsePrefer("code=200, example=large"))).toMatchObject({
      status: 200,
      body: { id: "b", size: 9 },
    });
    expect(exampleAnswer(op!, parsePrefer("code=404"))).toMatchObject({
      status: 404,
      contentType: "application/problem+json",
    });
  });
  it("refuses an undocumented code or example, naming what is documented", () => {
    expect(exampleAnswer(op!, parsePrefer("code=2XX"))).toEqual({
      refusal: "Prefer: code=2XX is not a documented answer of getThing (documented: 200, 404, default)",
    });
    expect(exampleAnswer(op!, parsePrefer("example=huge"))).toEqual({
      refusal: "Prefer: example=huge is not an example of this answer (examples: small, large)",
    });
  });
  it(
    "a status documented only by default, in a media range, is answered " +
      "with the example's own type, and that answer is documented",
    async () => {
      const answer = exampleAnswer(op!, parsePrefer("code=503"));
      expect(answer).toEqual({
        status: 503,
        headers: {},
        contentType: "text/plain",
        body: "an error the reference does not show",
      });
      expect(await validator.validateAnswer(op!, answer as Exclude<typeof answer, { refusal: string }>)).toEqual([]);
    },
  );
});

describe("an answer is checked against the operation's documented answers", () => {
  it("names an undocumented media type, a body off its schema and a missing body", async () => {
    expect(await validator.validateAnswer(op!, { status: 404, contentType: "text/html", body: "<p>" })).toEqual([
      "the 404 answer of getThing is text/html; documented: application/problem+json",
    ]);
    expect(await validator.validateAnswer(op!, { status: 200, body: { id: 1 } })).toEqual([
      'the 200 answer of getThing: body $ must have property "size"',
      "the 200 answer of getThing: body $.id must be string",
    ]);
    expect(await validator.validateAnswer(op!, { status: 200 })).toEqual([
      "the 200 answer of getThing has no body; documented: application/json",
    ]);
  });
});
