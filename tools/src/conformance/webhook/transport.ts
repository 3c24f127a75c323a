import { describeAnswer, isSuccess, type CheckResult } from "./webhook-check.js";
import type { KitContext } from "./context.js";

/**
 * Validation rule 1, "accept only HTTPS": a valid delivery sent over plain http to the endpoint's
 * host (same port when it names one, else 80) must not be acknowledged. An http endpoint cannot be
 * checked this way, so the check is skipped and says so.
 */
export async function runTransportChecks(context: KitContext, report: (result: CheckResult) => void): Promise<void> {
  const name = "transport/plain-http-refused";
  if (context.webhookUrl.protocol !== "https:") {
    report({
      name,
      family: "transport",
      status: "skip",
      sent: "nothing",
      received:
        "the endpoint under test is plain http; run the kit against its https address to check that http is refused",
      expected: "non-2xx over http",
    });
    return;
  }
  const origin = new URL(context.webhookUrl.origin);
  origin.protocol = "http:";
  const delivery = await context.delivery();
  const answer = await context.send({ ...delivery, origin });
  report({
    name,
    family: "transport",
    status: isSuccess(answer) ? "fail" : "pass",
    sent: `POST ${origin.origin}${delivery.path} (plain http, otherwise valid)`,
    received: describeAnswer(answer),
    expected: "non-2xx or no answer",
  });
}
