import { explainAnswer, isSuccess, type CheckResult } from "./webhook-check.js";
import type { KitContext } from "./context.js";

/**
 * A valid delivery of every chosen message type (the documented example, the reference's route
 * and headers) must be acknowledged with 2xx (validation rule 8, delivery rule 2).
 */
export async function runDeliveryChecks(context: KitContext, report: (result: CheckResult) => void): Promise<void> {
  for (const messageType of context.messageTypes) {
    const delivery = await context.delivery({ messageType });
    const answer = await context.send(delivery);
    report({
      name: `delivery/${messageType.messageType}`,
      family: "delivery",
      status: isSuccess(answer) ? "pass" : "fail",
      sent: `${delivery.summary} (documented example)`,
      received: explainAnswer(answer),
      expected: "2xx",
    });
  }
}
