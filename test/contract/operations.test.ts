// Every operation of every bundled OpenAPI spec against its Prism mock. The operations come from the
// specs, so a new operation is covered without new test code.
import { describe, expect, inject, it } from "vitest";
import { validators, type SchemaName } from "../../generated/validators/index.js";
import {
  buildRequest,
  documentedResponse,
  isJsonMediaType,
  listOperations,
  loadBundledSpecs,
  mediaExamples,
  omittableRequirements,
  schemaName,
  type Json,
  type OperationCase,
} from "../support/openapi.js";

function mockUrl(spec: string): string {
  const mock = inject("mocks").find((m) => m.name === spec);
  if (!mock) throw new Error(`no mock runs for ${spec}`);
  return mock.url;
}

// File content and open error bodies are documented as a media range; Prism answers them with the
// example's own type (text/plain), which the range covers.
function mediaRangeMatches(documented: string, contentType: string): boolean {
  const range = documented.split(";")[0]!.trim().toLowerCase();
  const actual = contentType.split(";")[0]!.trim().toLowerCase();
  if (range === "*/*") return true;
  if (range.endsWith("/*")) return actual.startsWith(range.slice(0, -1));
  return actual === range;
}

/** Asserts the answer is documented for the operation and its body validates against the documented schema. */
async function expectDocumentedAnswer(op: OperationCase, response: Response, expectedStatus?: number): Promise<void> {
  const text = await response.text();
  const where = `${op.operationId} answered ${response.status}: ${text.slice(0, 500)}`;
  if (expectedStatus !== undefined) expect(response.status, where).toBe(expectedStatus);
  const documented = documentedResponse(op, response.status);
  expect(documented, `${where} (status not documented)`).toBeDefined();
  const content: [string, Json][] = Object.entries(documented.content ?? {});
  if (content.length === 0 || op.method === "head") return;
  const contentType = response.headers.get("content-type") ?? "";
  const match = content.find(([mediaType]) => mediaRangeMatches(mediaType, contentType));
  expect(match, `${where} (content-type ${contentType} not documented)`).toBeDefined();
  const [mediaType, media] = match!;
  if (!isJsonMediaType(mediaType)) return;
  const name = schemaName(media.schema) as SchemaName | undefined;
  expect(name, `${op.operationId} ${response.status}: the body schema is not a named schema`).toBeDefined();
  const validate = validators[name!];
  const valid = validate(JSON.parse(text));
  expect(valid, `${where}\n${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
}

for (const spec of loadBundledSpecs("openapi")) {
  describe(`${spec.name} mock`, () => {
    for (const op of listOperations(spec)) {
      describe(`${op.operationId} (${op.method.toUpperCase()} ${op.path})`, () => {
        it("answers a request built from the spec's examples with a documented status and a valid body", async () => {
          const response = await fetch(buildRequest(op, mockUrl(op.spec)));
          expect(response.status, `${op.operationId} answered ${response.status}`).toBeLessThan(300);
          await expectDocumentedAnswer(op, response);
        });

        // Prism answers an invalid request with the operation's documented 400, or 422 when none is documented.
        const refusal = op.operation.responses?.["400"] !== undefined ? 400 : 422;
        for (const requirement of omittableRequirements(op)) {
          it(`refuses the request without its required ${requirement === "body" ? "body" : requirement.replace(":", " parameter ")} (${refusal})`, async () => {
            const response = await fetch(buildRequest(op, mockUrl(op.spec), { omit: requirement }));
            if (refusal === 400) await expectDocumentedAnswer(op, response, 400);
            else expect(response.status, await response.text()).toBe(422);
          });
        }

        for (const status of Object.keys(op.operation.responses ?? {})) {
          if (!/^\d{3}$/.test(status)) continue;
          const response = documentedResponse(op, Number(status));
          for (const [mediaType, media] of Object.entries<any>(response?.content ?? {})) {
            if (!isJsonMediaType(mediaType) || op.method === "head") continue;
            for (const example of mediaExamples(op.document, media)) {
              const prefer = example.name === undefined ? `code=${status}` : `code=${status}, example=${example.name}`;
              it(`serves its documented ${status}${example.name ? ` example "${example.name}"` : ""} (Prefer: ${prefer}) valid against the schema`, async () => {
                const answer = await fetch(buildRequest(op, mockUrl(op.spec), { headers: { prefer } }));
                await expectDocumentedAnswer(op, answer, Number(status));
              });
            }
          }
        }
      });
    }
  });
}
