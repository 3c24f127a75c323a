// The check of an answer: its status, media type and body against the operation's documented
// answers. Every way it departs from them is a line naming the operation.
import { isJsonMediaType, mediaTypeMatches, type SandboxAnswer } from "../kernel/answer.js";
import { deref, type Json, type SpecOperation } from "../kernel/route-table.js";
import type { SchemaChecks } from "./schema-checks.js";

const contents = new WeakMap<object, [string, Json][]>();

/** A documented answer's media types with their schemas, read once per answer of the spec. */
function contentOf(documented: Json): [string, Json][] {
  let content = contents.get(documented);
  if (content === undefined) contents.set(documented, (content = Object.entries<Json>(documented.content ?? {})));
  return content;
}

export async function validateAnswer(
  op: SpecOperation,
  answer: SandboxAnswer,
  checks: SchemaChecks,
  trustRecordValues: boolean,
): Promise<string[]> {
  if (!checks.loaded) await checks.load();
  const responses = op.operation.responses ?? {};
  const status = String(answer.status);
  const key =
    responses[status] !== undefined
      ? status
      : responses[`${status[0]}XX`] !== undefined
        ? `${status[0]}XX`
        : responses.default !== undefined
          ? "default"
          : undefined;
  if (key === undefined)
    return [
      `status ${answer.status} is not a documented answer ` +
        `of ${op.operationId} ` +
        `(documented: ${Object.keys(responses).join(", ")})`,
    ];
  const content = contentOf(deref(op.document, responses[key]));
  if (answer.body === undefined) {
    return content.length > 0 && op.method !== "head"
      ? [
          `the ${answer.status} answer of ${op.operationId} has no ` +
            `body; documented: ${content.map(([m]) => m).join(", ")}`,
        ]
      : [];
  }
  const mediaType = answer.contentType ?? "application/json";
  const essence = mediaType.split(";")[0]!.toLowerCase();
  const match =
    content.find(([m]) => m.toLowerCase() === essence) ?? content.find(([m]) => mediaTypeMatches(m, mediaType));
  if (match === undefined)
    return [
      `the ${answer.status} answer of ${op.operationId} is ${mediaType}; ` +
        `documented: ${content.map(([m]) => m).join(", ") || "no body"}`,
    ];
  const [, media] = match;
  // Bytes (file content) are no JSON value, whatever media type the file has.
  if (!isJsonMediaType(mediaType) || media.schema === undefined || answer.body instanceof Uint8Array) return [];
  const problems = checks.check(op.spec, media.schema, answer.body, true, trustRecordValues ? "answer" : "request");
  return problems.length === 0
    ? []
    : problems.map(({ path, message }) => `the ${answer.status} answer of ${op.operationId}: body $${path} ${message}`);
}
