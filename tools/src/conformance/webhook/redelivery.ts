import { describeAnswer, isSuccess, type Answer, type CheckResult } from "./webhook-check.js";
import type { KitContext } from "./context.js";

/** Deliveries of one message sent at once by the concurrent redelivery check. */
export const CONCURRENT_DELIVERIES = 10;

/** Statuses that, with Retry-After, ask the gateway to come back later instead of failing. */
const RETRY_STATUSES = new Set([409, 429, 503]);

function isRetryAnswer(answer: Answer): boolean {
  return answer.status !== null && RETRY_STATUSES.has(answer.status) && answer.retryAfter !== null;
}

function tally(answers: readonly Answer[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(describeAnswer(answer), (counts.get(describeAnswer(answer)) ?? 0) + 1);
  return [...counts].map(([answer, count]) => `${count}x ${answer}`).join(", ");
}

/**
 * Delivery rule 3 and validation rule 7: a message delivered again, one after another or many at
 * once, is acknowledged (2xx, or 409/429/503 with Retry-After while the first is still running)
 * and never answered with a storm of errors; with an observer, it is processed exactly once.
 */
export async function runRedeliveryChecks(context: KitContext, report: (result: CheckResult) => void): Promise<void> {
  const sequential = await context.delivery();
  const first = await context.send(sequential);
  const again = await context.send(await context.delivery({ messageId: sequential.messageId }));
  report({
    name: "redelivery/sequential",
    family: "redelivery",
    status: isSuccess(first) && isSuccess(again) ? "pass" : "fail",
    sent: `${sequential.summary} twice, one after the other`,
    received: `${describeAnswer(first)}, then ${describeAnswer(again)}`,
    expected: "2xx, then 2xx",
  });

  const concurrent = await context.delivery();
  const copies = await Promise.all(
    Array.from({ length: CONCURRENT_DELIVERIES }, () => context.delivery({ messageId: concurrent.messageId })),
  );
  const answers = await Promise.all(copies.map((copy) => context.send(copy)));
  const acknowledged = answers.some(isSuccess) && answers.every((answer) => isSuccess(answer) || isRetryAnswer(answer));
  report({
    name: "redelivery/concurrent",
    family: "redelivery",
    status: acknowledged ? "pass" : "fail",
    sent: `${concurrent.summary} ${CONCURRENT_DELIVERIES} times at once`,
    received: tally(answers),
    expected: "at least one 2xx, the others 2xx or 409/429/503 with Retry-After",
  });

  const ids = [sequential.messageId, concurrent.messageId];
  const { observer } = context;
  if (observer === undefined) {
    report({
      name: "redelivery/processed-once",
      family: "redelivery",
      status: "skip",
      sent: "nothing more",
      received:
        "how often a message was processed cannot be seen from outside; " +
        "give --observe-url (or an observer in the API) to check it",
      expected: "each message processed once",
    });
    return;
  }
  const times = await Promise.all(ids.map(async (id) => observer.timesProcessed(id)));
  report({
    name: "redelivery/processed-once",
    family: "redelivery",
    status: times.every((count) => count === 1) ? "pass" : "fail",
    sent: `asked the observer about the ${ids.length} redelivered messages`,
    received: `processed ${times.join(" and ")} time(s)`,
    expected: "each processed once",
  });
}
