// Every operation of every bundled OpenAPI spec against its Prism mock (project contract) and
// against the sandbox with real tokens (project contract-sandbox). The operations come from the
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

const target = inject("target");

function serviceUrl(spec: string): string {
  const service = target.services.find((m) => m.name === spec);
  if (!service) throw new Error(`no ${target.kind} runs for ${spec}`);
  return service.url;
}

/** A request built from the spec's examples, carrying the target's real token where it takes a bearer. */
function request(op: OperationCase, plan: Parameters<typeof buildRequest>[2] = {}): Request {
  const built = buildRequest(op, serviceUrl(op.spec), plan);
  const bearer = target.bearer[op.spec];
  if (bearer !== undefined && built.headers.get("authorization")?.startsWith("Bearer "))
    built.headers.set("authorization", bearer);
  return built;
}

/** The sandbox's token endpoint refuses as RFC 6749 section 5.2 says, not as the spec validator would. */
const protocolRefusal = (op: OperationCase) => target.kind === "sandbox" && op.operationId === "requestToken";

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

const served = loadBundledSpecs("openapi").filter((spec) => target.services.some((s) => s.name === spec.name));

for (const spec of served) {
  describe(`${spec.name} ${target.kind}`, () => {
    for (const op of listOperations(spec)) {
      describe(`${op.operationId} (${op.method.toUpperCase()} ${op.path})`, () => {
        it("answers a request built from the spec's examples with a documented status and a valid body", async () => {
          const response = await fetch(request(op));
          // The sandbox keeps state: a request built from examples names agents, sources and records
          // it does not hold, so a documented refusal (404, 412, ...) is as right as a success there.
          if (target.kind !== "sandbox")
            expect(response.status, `${op.operationId} answered ${response.status}`).toBeLessThan(300);
          await expectDocumentedAnswer(op, response);
        });

        // An invalid request is answered with the operation's documented 400, or 422 when none is documented.
        const refusal = op.operation.responses?.["400"] !== undefined || protocolRefusal(op) ? 400 : 422;
        for (const requirement of omittableRequirements(op)) {
          it(
            `refuses the request without its ` +
              `required ${requirement === "body" ? "body" : requirement.replace(":", " parameter ")}` +
              ` (${refusal})`,
            async () => {
              const response = await fetch(request(op, { omit: requirement }));
              if (protocolRefusal(op))
                expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([
                  400,
                  "invalid_request",
                ]);
              else if (refusal === 400) await expectDocumentedAnswer(op, response, 400);
              else expect(response.status, await response.text()).toBe(422);
            },
          );
        }

        for (const status of Object.keys(op.operation.responses ?? {})) {
          if (!/^\d{3}$/.test(status)) continue;
          const response = documentedResponse(op, Number(status));
          for (const [mediaType, media] of Object.entries<Json>(response?.content ?? {})) {
            if (!isJsonMediaType(mediaType) || op.method === "head") continue;
            for (const example of mediaExamples(op.document, media)) {
              const prefer = example.name === undefined ? `code=${status}` : `code=${status}, example=${example.name}`;
              it(
                `serves its documented ${status}` +
                  `${example.name ? ` example "${example.name}"` : ""} ` +
                  `(Prefer: ${prefer}) valid against the schema`,
                async () => {
                  const answer = await fetch(request(op, { headers: { prefer } }));
                  await expectDocumentedAnswer(op, answer, Number(status));
                },
              );
            }
          }
        }
      });
    }
  });
}
