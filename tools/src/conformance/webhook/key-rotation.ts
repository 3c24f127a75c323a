import { describeAnswer, explainAnswer, isSuccess, type Answer, type CheckResult } from "./webhook-check.js";
import type { KitContext } from "./context.js";
import { GATEWAY_DEFAULTS, redeliveryDelayMs } from "../../../../src/webhooks/simulator/index.js";

/**
 * Attempts of the gateway's redelivery schedule the kit makes while the endpoint may still be cooling
 * down its JWKS refreshes: 7 wait 63 s in all, past two 30 s cooldowns, where the gateway's 10 would
 * keep a failing run waiting four minutes.
 */
export const ROTATION_ATTEMPTS = 7;

function retryAfterMs(answer: Answer): number {
  const seconds = Number(answer.retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/**
 * Authentication rule 7, "keys may rotate, so it selects by key id": after the kit signs with a
 * new key (the old one still published), a delivery with the new kid must be accepted. The kit
 * redelivers on the gateway's schedule (1 s doubling, `GATEWAY_DEFAULTS.redelivery`; Retry-After honoured), because an
 * endpoint may rightly wait out a refresh cooldown before it fetches the JWKS again.
 */
export async function runKeyRotationChecks(context: KitContext, report: (result: CheckResult) => void): Promise<void> {
  const kid = await context.gateway.signer.rotateKey(false);
  const messageId = crypto.randomUUID();
  const answers: Answer[] = [];
  let waitedMs = 0;
  let summary = "";
  for (let attempt = 1; attempt <= ROTATION_ATTEMPTS; attempt += 1) {
    const delivery = await context.delivery({ messageId });
    summary = delivery.summary;
    const answer = await context.send(delivery);
    answers.push(answer);
    if (isSuccess(answer) || attempt === ROTATION_ATTEMPTS) break;
    const { firstRetryMs, maxBackoffMs } = GATEWAY_DEFAULTS.redelivery;
    const backoff = Math.max(redeliveryDelayMs(attempt, firstRetryMs, maxBackoffMs), retryAfterMs(answer));
    waitedMs += backoff;
    await context.sleep(backoff);
  }
  const told = answers.map((answer, index) =>
    index === answers.length - 1 ? explainAnswer(answer) : describeAnswer(answer),
  );
  report({
    name: "key-rotation/new-kid-accepted",
    family: "key-rotation",
    status: answers.some(isSuccess) ? "pass" : "fail",
    sent: `${summary} signed by a new key (kid ${kid}), redelivered up to ${ROTATION_ATTEMPTS} times`,
    received: `${told.join(", ")} (waited ${Math.round(waitedMs / 1000)} s)`,
    expected: "2xx",
  });
}
