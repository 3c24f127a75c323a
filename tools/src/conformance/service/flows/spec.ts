// Every answer against the spec: each answer the run got (from every flow, the authentication
// sweep's refusals included, and a read of every GET and HEAD operation with the kit's token) is
// held to its operation's documented answers, one check per operation.
import type { SpecOperation } from "../../../sandbox/kernel/route-table.js";
import type { ServiceRule } from "../service-check.js";
import type { Flow } from "../flow.js";
import { describeAnswer, describeRequest, type RecordedExchange, type ServiceName } from "../recorder.js";
import { createAnswerJudge } from "../spec-answers.js";
import { sampleRequest, specOperations } from "../spec-operations.js";

function ruleOf(service: ServiceName, op: SpecOperation): ServiceRule {
  return {
    id: `spec/${op.operationId}`,
    capability: "spec",
    rule:
      `The answers ${op.method.toUpperCase()} ${op.path} documents in ` +
      `specs/openapi/${service}.yaml: every status, content type, body schema and ` +
      `header`,
    expected: "every answer of the operation documented: its status, content type, body and headers",
  };
}

/**
 * GET and HEAD of every operation, with the kit's token and the spec's example parameters: every read operation answers
 * at least once.
 */
async function readEveryOperation(
  client: { request(method: string, path: string, init: unknown): Promise<{ response: Response }> },
  service: ServiceName,
): Promise<void> {
  for (const op of specOperations(service).filter((o) => o.method === "get" || o.method === "head")) {
    const sample = sampleRequest(op);
    await client.request(sample.method, sample.path, {
      params: sample.params,
      headers: sample.headers,
      parseAs: "stream",
    });
  }
}

function specFlow(service: ServiceName): Flow {
  return {
    name: `answers of ${service}`,
    capability: "spec",
    checks: (services) => (services.includes(service) ? specOperations(service).map((op) => ruleOf(service, op)) : []),
    services: [service],
    async run(session, v) {
      const client = session.client(service) as unknown as Parameters<typeof readEveryOperation>[0];
      await readEveryOperation(client, service);
      const judge = createAnswerJudge([service]);
      const seen = new Map<string, { exchange: RecordedExchange; problems: readonly string[] }[]>();
      for (const exchange of session.recorder.exchanges.filter((e) => e.service === service)) {
        const judged = await judge(exchange, session.services[service]!);
        if (judged === undefined) continue;
        const list = seen.get(judged.operation.operationId) ?? [];
        list.push({ exchange, problems: judged.problems });
        seen.set(judged.operation.operationId, list);
      }
      for (const op of specOperations(service)) {
        const answers = seen.get(op.operationId);
        if (answers === undefined) {
          v.skip(
            ruleOf(service, op),
            "no flow of this run called it (its capability was not run, or it needs what the provider did not give)",
          );
          continue;
        }
        const bad = answers.find((answer) => answer.problems.length > 0);
        const shown = bad ?? answers[answers.length - 1]!;
        const statuses = [...new Set(answers.map((a) => a.exchange.status))].join(", ");
        v.report(
          ruleOf(service, op),
          {
            request: describeRequest(shown.exchange),
            answer: `${describeAnswer(shown.exchange)} (${answers.length} answers judged: ${statuses})`,
          },
          bad === undefined ? undefined : bad.problems.join("; "),
        );
      }
    },
  };
}

export const SPEC_FLOWS: readonly Flow[] = (
  ["identity-provider", "data-integration", "order-integration", "file-content", "connector-catalogue"] as const
).map(specFlow);
