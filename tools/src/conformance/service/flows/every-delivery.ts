// Every delivery: over all the deliveries the other flows caused, the route, the gateway token, the headers, and the
// payload and headers the AsyncAPI spec gives.
import { eventCatalogue, isMessageType } from "../../../../../src/events/index.js";
import { contractTypeOf } from "../../../../../src/webhooks/simulator/index.js";
import { shown } from "../excerpt.js";
import type { Flow } from "../flow.js";
import { EVENT_RULES as RULES } from "./event-rules.js";
import { eventProblems, publishedKeys, routeOf, tokenProblem } from "./received-deliveries.js";

export const everyDeliveryFlow: Flow = {
  name: "every delivery",
  capability: "events",
  checks: [
    RULES["route"],
    RULES["signed"],
    RULES["headers"],
    RULES["payload-and-headers-valid"],
    RULES["message-ids-unique"],
  ],
  services: ["identity-provider"],
  needs: "receiver",
  async run(session, v) {
    const receiver = session.receiver!;
    const deliveries = receiver.deliveries;
    if (deliveries.length === 0) {
      for (const rule of [
        RULES["route"],
        RULES["signed"],
        RULES["headers"],
        RULES["payload-and-headers-valid"],
        RULES["message-ids-unique"],
      ])
        v.skip(rule, "no delivery arrived: no flow that causes events could run");
      return;
    }
    const evidence = (problems: string[]) => ({
      request: `${deliveries.length} deliveries to ${receiver.url}`,
      answer: problems.length === 0 ? "all as the rule says" : problems.slice(0, 5).join("; "),
    });
    const routes: string[] = [];
    const signatures: string[] = [];
    const headers: string[] = [];
    const shapes: string[] = [];
    const keys = await publishedKeys(session);
    const bodies = new Map<string, string>();
    for (const delivery of deliveries) {
      const route = routeOf(receiver, delivery);
      const expectedContract =
        route !== undefined &&
        isMessageType(route.messageType) &&
        eventCatalogue[route.messageType].contractType !== null
          ? contractTypeOf(eventCatalogue, route.messageType)
          : undefined;
      if (
        delivery.method !== "POST" ||
        route === undefined ||
        (expectedContract !== undefined && route.contractType !== expectedContract)
      )
        routes.push(`${delivery.method} ${delivery.path}`);
      const token = await tokenProblem(session, keys, delivery);
      if (token !== undefined) signatures.push(`${delivery.path}: ${token}`);
      const type = delivery.headers["content-type"];
      const tenant = delivery.headers["x-tenant-id"];
      const claimTid = delivery.headers["x-userclaim-tid"];
      if (
        type?.replace(/\s/g, "").toLowerCase() !== "application/json;charset=utf-8" ||
        tenant !== session.tenantId ||
        (claimTid !== undefined && claimTid !== tenant)
      ) {
        headers.push(
          `${delivery.path}: Content-Type ${shown(type)}, ` +
            `X-Tenant-Id ${shown(tenant)}, ` +
            `X-UserClaim-tid ${shown(claimTid)}`,
        );
      }
      if (route !== undefined) {
        const problems = eventProblems(route.messageType, delivery);
        if (problems.length > 0) shapes.push(`${delivery.path}: ${problems.join(", ")}`);
        const body = delivery.body.toString("utf8");
        const seen = bodies.get(route.messageId);
        if (seen !== undefined && seen !== body) shapes.push(`${route.messageId}: two different messages`);
        bodies.set(route.messageId, body);
      }
    }
    const idClashes = shapes.filter((s) => s.endsWith("two different messages"));
    v.report(
      RULES["route"],
      evidence(routes),
      routes.length === 0 ? undefined : `${routes.length} deliveries off the route`,
    );
    v.report(
      RULES["signed"],
      evidence(signatures),
      signatures.length === 0 ? undefined : `${signatures.length} deliveries not signed as the rules say`,
    );
    v.report(
      RULES["headers"],
      evidence(headers),
      headers.length === 0 ? undefined : `${headers.length} deliveries with other headers`,
    );
    const invalid = shapes.filter((s) => !idClashes.includes(s));
    v.report(
      RULES["payload-and-headers-valid"],
      evidence(invalid),
      invalid.length === 0 ? undefined : `${invalid.length} deliveries break the AsyncAPI spec`,
    );
    v.report(
      RULES["message-ids-unique"],
      evidence(idClashes),
      idClashes.length === 0 ? undefined : `${idClashes.length} messageIds name two different messages`,
    );
  },
};
