// Orders: the vendor's integration settings, reading a released order, and SetStatus along the
// spec's state machine: every allowed move accepted, every other refused with 412, terminal states
// final, Done without ApplicationUrl refused, technical failures and property updates changing no status.
import { randomUUID } from "node:crypto";
import { orderStatus as orderStatusMachine } from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/order-integration.js";
import {
  allowedMoves,
  APPLICATION_URL_KEY,
  type OrderState,
  type OrderSystemStatus,
} from "../../../../../src/orders/index.js";
import { type Evidence } from "../service-check.js";
import { ORDER_RULES as RULES } from "./order-rules.js";
import type { Flow } from "../flow.js";
import type { ServiceSession } from "../session.js";
import { stateText } from "../state-hook.js";
import { orderConsumer } from "./order-consumer.js";
import { aString, answeredFields, shown } from "../excerpt.js";

const STATUSES = orderStatusMachine.states
  .map((s) => s.name)
  .filter((name): name is OrderSystemStatus => name !== null);
/**
 * "Moves other than those above, for example to `Fail` from `Confirmed`: not shown": the one the reference names is not
 * held against the provider.
 */
const NOT_SHOWN = new Set(["Confirmed>Fail"]);

interface OrderView {
  readonly systemStatus: OrderState | undefined;
  readonly customProperties: readonly { readonly key: string; readonly value?: unknown }[];
}

function orderCalls(session: ServiceSession, orderId: string) {
  const orders = session.client("order-integration");
  const params = { path: { id: orderId }, query: { orderAccessType: "Vendor" as const } };
  return {
    async read(): Promise<{ view: OrderView; evidence: Evidence; status: number; body: unknown }> {
      const got = await orders.GET("/api/v1/Order/{id}", { params });
      const info = got.data?.currentStatusInfo;
      return {
        view: { systemStatus: info?.systemStatus, customProperties: info?.customProperties ?? [] },
        evidence: session.evidence(got),
        status: got.response.status,
        body: got.data,
      };
    },
    async set(body: {
      systemStatus?: OrderSystemStatus;
      severity: components["schemas"]["Severity"];
      applicationUrl?: string;
    }) {
      const customProperties =
        body.applicationUrl === undefined ? undefined : [{ key: APPLICATION_URL_KEY, value: body.applicationUrl }];
      const sent = await orders.POST("/api/v1/Order/{id}/SetStatus", {
        params,
        body: {
          ...(body.systemStatus === undefined ? {} : { systemStatus: body.systemStatus }),
          severity: body.severity,
          message: session.name("status"),
          ...(customProperties === undefined ? {} : { customProperties }),
        },
      });
      return { status: sent.response.status, id: sent.data?.id, evidence: session.evidence(sent), error: sent.error };
    },
  };
}

/** Tries every move from `from` that the machine does not allow: each must be 412 and leave the order where it was. */
async function refuseOthers(
  session: ServiceSession,
  orderId: string,
  from: OrderState,
  failures: string[],
  firstRefusal: { evidence?: Evidence; named?: boolean },
): Promise<void> {
  const calls = orderCalls(session, orderId);
  for (const to of STATUSES.filter((s) => !allowedMoves(from).includes(s) && !NOT_SHOWN.has(`${from}>${s}`))) {
    const refused = await calls.set({
      systemStatus: to,
      severity: "Info",
      ...(to === "Done" ? { applicationUrl: "https://app.example/verify-service" } : {}),
    });
    const after = await calls.read();
    if (refused.status !== 412 || after.view.systemStatus !== from)
      failures.push(`${from ?? "(none)"} to ${to}: ${refused.status}, then ${after.view.systemStatus ?? "(none)"}`);
    if (refused.status === 412 && firstRefusal.evidence === undefined) {
      firstRefusal.evidence = refused.evidence;
      const said = JSON.stringify(refused.error ?? "");
      firstRefusal.named = said.includes(orderId) && said.includes(to);
    }
  }
}

async function releasedOrder(session: ServiceSession): Promise<string> {
  const state = "an order released";
  return stateText(await session.state(state), state, "orderId");
}

const settingsFlow: Flow = {
  name: "integration settings",
  capability: "orders",
  checks: [RULES["settings-read-back"], RULES["settings-null-no-change"]],
  services: ["order-integration"],
  needs: "receiver",
  async run(session, v) {
    const orders = session.client("order-integration");
    await orderConsumer(session);
    const webhookUrl = `${session.receiver!.url}/orders`;
    const patched = await orders.PATCH("/api/v1/Integration/Settings", {
      body: {
        orderReleased: false,
        consumerChannel: "Webhook",
        webhookUrl,
        rateLimit: 60,
        rateLimitInterval: "Minute",
      },
    });
    const read = await orders.GET("/api/v1/Integration/Settings");
    const s = read.data;
    const same =
      s?.consumerChannel === "Webhook" &&
      s.webhookUrl === webhookUrl &&
      s.rateLimit === 60 &&
      s.rateLimitInterval === "Minute" &&
      s.orderReleased === false;
    v.report(
      RULES["settings-read-back"],
      {
        request: session.evidence(patched).request,
        answer: `${session.evidence(patched).answer}; GET: ${session.evidence(read).answer}`,
      },
      patched.response.ok && same ? undefined : `PATCH answered ${patched.response.status}; GET read ${shown(s)}`,
    );
    await orders.PATCH("/api/v1/Integration/Settings", { body: { rateLimit: null } });
    const kept = (await orders.GET("/api/v1/Integration/Settings")).data;
    await orders.PATCH("/api/v1/Integration/Settings", { body: { rateLimitInterval: "" } });
    const cleared = (await orders.GET("/api/v1/Integration/Settings")).data;
    const ok = kept?.rateLimit === 60 && [null, undefined, ""].includes(cleared?.rateLimitInterval);
    v.report(
      RULES["settings-null-no-change"],
      {
        request: 'PATCH rateLimit null, then rateLimitInterval ""',
        answer: `rateLimit ${shown(kept?.rateLimit)}, then rateLimitInterval ${shown(cleared?.rateLimitInterval)}`,
      },
      ok ? undefined : 'null changed the value or "" did not clear it',
    );
  },
};

const readFlow: Flow = {
  name: "order read",
  capability: "orders",
  checks: [RULES["order-read"], RULES["unknown-order-refused"]],
  services: ["order-integration"],
  async run(session, v) {
    const unknown = await orderCalls(session, randomUUID()).read();
    v.report(
      RULES["unknown-order-refused"],
      unknown.evidence,
      unknown.status >= 400 && unknown.status < 500 ? undefined : `answered ${unknown.status}`,
    );
    const orderId = await releasedOrder(session);
    const read = await orderCalls(session, orderId).read();
    v.report(
      RULES["order-read"],
      read.evidence,
      answeredFields(read.status, read.body, {
        id: orderId,
        orderNumber: aString,
        "vendor.code": aString,
        "currentStatusInfo.systemStatus": null,
      }),
    );
  },
};

const flowOfStatuses: Flow = {
  name: "order status flow",
  capability: "orders",
  checks: [
    RULES["allowed-moves"],
    RULES["disallowed-move-412"],
    RULES["refusal-names-order-and-status"],
    RULES["terminal-final"],
    RULES["done-needs-application-url"],
    RULES["technical-failure-changes-nothing"],
    RULES["properties-only-update"],
  ],
  services: ["order-integration"],
  async run(session, v) {
    const happy = await releasedOrder(session);
    const failing = await releasedOrder(session);
    const a = orderCalls(session, happy);
    const b = orderCalls(session, failing);
    const moves: string[] = [];
    const refusals: string[] = [];
    const terminal: string[] = [];
    const first: { evidence?: Evidence; named?: boolean } = {};
    const move = async (calls: ReturnType<typeof orderCalls>, to: OrderSystemStatus, applicationUrl?: string) => {
      const sent = await calls.set({
        systemStatus: to,
        severity: "Info",
        ...(applicationUrl === undefined ? {} : { applicationUrl }),
      });
      const after = await calls.read();
      if (sent.status !== 200 || typeof sent.id !== "string" || after.view.systemStatus !== to)
        moves.push(`to ${to}: ${sent.status} ${shown(sent.error)}, then ${after.view.systemStatus ?? "(none)"}`);
    };
    await refuseOthers(session, happy, null, refusals, first);
    await move(a, "Validation");
    const failure = await a.set({
      systemStatus: "Confirmed",
      severity: "Error",
      applicationUrl: "https://app.example/technical",
    });
    const afterFailure = await a.read();
    const unchanged =
      failure.status === 200 &&
      typeof failure.id === "string" &&
      afterFailure.view.systemStatus === "Validation" &&
      !afterFailure.view.customProperties.some((p) => p.key === APPLICATION_URL_KEY);
    v.report(
      RULES["technical-failure-changes-nothing"],
      { request: failure.evidence.request, answer: `${failure.evidence.answer}; GET: ${afterFailure.evidence.answer}` },
      unchanged
        ? undefined
        : `answered ${failure.status}; the order ` +
            `is ${afterFailure.view.systemStatus} ` +
            `with ${shown(afterFailure.view.customProperties)}`,
    );
    await refuseOthers(session, happy, "Validation", refusals, first);
    await move(a, "Confirmed");
    await refuseOthers(session, happy, "Confirmed", refusals, first);
    const noUrl = await a.set({ systemStatus: "Done", severity: "Info" });
    const stillConfirmed = await a.read();
    v.report(
      RULES["done-needs-application-url"],
      noUrl.evidence,
      noUrl.status >= 400 && noUrl.status < 500 && stillConfirmed.view.systemStatus === "Confirmed"
        ? undefined
        : `answered ${noUrl.status}; the order is ${stillConfirmed.view.systemStatus}`,
    );
    const firstUrl = await a.set({ severity: "Info", applicationUrl: "https://app.example/first" });
    const lastUrl = await a.set({ severity: "Warning", applicationUrl: "https://app.example/last" });
    const afterProperties = await a.read();
    const url = afterProperties.view.customProperties.find((p) => p.key === APPLICATION_URL_KEY)?.value;
    const propertiesOk =
      firstUrl.status === 200 &&
      lastUrl.status === 200 &&
      afterProperties.view.systemStatus === "Confirmed" &&
      url === "https://app.example/last";
    v.report(
      RULES["properties-only-update"],
      {
        request: `${firstUrl.evidence.request}; then ApplicationUrl https://app.example/last`,
        answer: `${firstUrl.status}, ${lastUrl.status}; GET: ${afterProperties.evidence.answer}`,
      },
      propertiesOk ? undefined : `the order is ${afterProperties.view.systemStatus} with ApplicationUrl ${shown(url)}`,
    );
    await move(a, "Done");
    await refuseOthers(session, happy, "Done", terminal, {});
    await move(b, "Validation");
    await move(b, "Fail");
    await refuseOthers(session, failing, "Fail", terminal, {});
    const evidence = { request: `SetStatus along the machine on orders ${happy} and ${failing}`, answer: "see why" };
    v.report(
      RULES["allowed-moves"],
      {
        ...evidence,
        answer: moves.length === 0 ? `${orderStatusMachine.transitions.length} moves accepted` : moves.join("; "),
      },
      moves.length === 0 ? undefined : moves.join("; "),
    );
    v.report(
      RULES["disallowed-move-412"],
      { ...evidence, answer: refusals.length === 0 ? "every other move 412" : refusals.join("; ") },
      refusals.length === 0 ? undefined : refusals.join("; "),
    );
    v.report(
      RULES["terminal-final"],
      { ...evidence, answer: terminal.length === 0 ? "every move from Done and Fail 412" : terminal.join("; ") },
      terminal.length === 0 ? undefined : terminal.join("; "),
    );
    v.report(
      RULES["refusal-names-order-and-status"],
      first.evidence ?? { request: "no move was refused", answer: "none" },
      first.named === true ? undefined : "the 412 answer does not name the order id and the status asked for",
    );
  },
};

export const ORDER_FLOWS: readonly Flow[] = [settingsFlow, readFlow, flowOfStatuses];
