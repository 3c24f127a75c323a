// Events: the kit registers its webhook receiver through the provider's own API (the data source's
// consumer and the vendor's order consumer), acts, and checks that each action caused its events
// with the ids of the action, redelivered after a refusal with the same messageId, and, over every
// delivery received, the route, the gateway token and the payload and headers the AsyncAPI spec gives.
import { contractTypeOf } from "../../../../../src/webhooks/simulator/index.js";
import { eventCatalogue, isMessageType } from "../../../../../src/events/index.js";
import { defineRules } from "../service-check.js";
import type { Flow } from "../flow.js";
import { stateText } from "../state-hook.js";
import {
  dataModel,
  entityOf,
  externalIdOf,
  KIT_MARK,
  kitRegistration,
  publishV1,
  readRecords,
} from "./data-fixtures.js";
import { eventProblems, payloadOf, publishedKeys, routeOf, tokenProblem, waitForEvent } from "./received-deliveries.js";
import { orderConsumer } from "./order-consumer.js";
import { shown } from "../excerpt.js";

const RULES = defineRules("events", {
  "record-created": [
    '"PLATFORM.DataService.RecordCreated ... dataModelId, dataRecordId, dataSourceId, operationId"; "Each ' +
      'consumer flag of ConfigureConsumer enables the message types listed there." (dataRecordChanges)',
    "a RecordCreated whose ids are the published record's, its source's, model's and queue item's operation",
  ],
  "record-updated": [
    '"PLATFORM.DataService.RecordUpdated | DataRecordUpdatedEvent | ... | same"',
    "a RecordUpdated for the record published again",
  ],
  "record-deleted": [
    '"PLATFORM.DataService.RecordDeleted ... the event after which a ' +
      'consumer may read deleted records with includeDeleted"',
    "a RecordDeleted for the record deleted",
  ],
  "enqueue-status-changed": [
    '"A status change is announced by the event EnqueueDataStatusChanged when the consumer flag ' +
      'enqueueDataStatus is on." Payload "dataSourceId, queueItemId, operationId, status"',
    "an EnqueueDataStatusChanged of the queue item with status Success",
  ],
  "redelivered-same-message-id": [
    '"A non-2xx reply or a network error triggers redelivery with ' +
      'retry and backoff." "messageId | unique id of the message"',
    "the delivery refused with 503 arrives again with the same messageId and payload",
  ],
  "flag-off-silences": [
    '"Each consumer flag of ConfigureConsumer enables the message types listed there."',
    "no Record event for a record published after dataRecordChanges was turned off",
  ],
  "order-released": [
    '"On OrderReleased (fields orderId, productId, vendorCode) ..."; ' +
      '"enabled by | orderReleased flag of Integration/Settings"',
    "an OrderReleased with the released order's orderId and the tenant's vendorCode",
  ],
  route: [
    '"The message gateway sends `POST {webhook_url}/{messageType}/{contractType}/{messageId}`"',
    "every delivery a POST to <registered address>/<messageType>/<contractType of the catalogue>/<messageId>",
  ],
  signed: [
    '"each webhook request carries a JWT signed with RS256 ... verifies it against the public ' +
      'keys of the identity provider published at the jwks address"; "Require the `Bearer` ' +
      'scheme"; "Validate exp and nbf when present, and issuer"; "selects by key id"',
    "every Authorization a Bearer RS256 JWT with a kid, valid by the published keys, iss the issuer",
  ],
  headers: [
    '"Content-Type | `application/json; charset=utf-8`"; "X-Tenant-Id | tenant context of the ' +
      'message"; "Under normal circumstances X-UserClaim-tid and X-Tenant-Id are equal"',
    "Content-Type application/json; charset=utf-8, X-Tenant-Id the kit's tenant, X-UserClaim-tid equal to it",
  ],
  "payload-and-headers-valid": [
    "The payload and headers of each message type as specs/asyncapi/platform-events.yaml gives them",
    "every delivery's payload and documented headers valid",
  ],
  "message-ids-unique": ['"messageId | unique id of the message"', "two different messages never share a messageId"],
});

const RECORD_CREATED = "PLATFORM.DataService.RecordCreated";

const dataEventsFlow: Flow = {
  name: "data events",
  capability: "events",
  checks: [
    RULES["record-created"],
    RULES["record-updated"],
    RULES["record-deleted"],
    RULES["enqueue-status-changed"],
    RULES["redelivered-same-message-id"],
    RULES["flag-off-silences"],
  ],
  services: ["data-integration"],
  needs: "receiver",
  async run(session, v) {
    const receiver = session.receiver!;
    const data = session.client("data-integration");
    const { sourceId } = await kitRegistration(session);
    const modelId = await dataModel(session, "events");
    const entityId = await entityOf(session, modelId);
    const mark = `${KIT_MARK} ${session.runPrefix}`;
    const registered = await data.PATCH("/api/v2/IntegrationAgents/Settings", {
      body: {
        sourceDefinition: { description: mark, consumerType: "Webhook", consumerWebhookUrl: `${receiver.url}/data` },
      },
    });
    const flags = await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
      body: { dataRecordChanges: true, enqueueDataStatus: true },
    });
    if (!registered.response.ok || flags.response.status !== 204)
      throw new Error(
        `registering the kit's receiver answered ${registered.response.status} and ${flags.response.status}`,
      );
    receiver.refuseNext((delivery) => delivery.path.includes(`/data/${RECORD_CREATED}/`));
    try {
      const item = { entityId, recordId: "event-1", data: { Name: "created" } };
      const { start } = await publishV1(session, sourceId, [item]);
      const record = (await readRecords(session, modelId, sourceId)).find(
        (r) => r.ExternalId === externalIdOf(item, sourceId),
      );
      const recordId = record?.Id?.RecordId;
      const sameIds = (p: Record<string, unknown>) =>
        p.dataRecordId === recordId && p.dataSourceId === sourceId && p.dataModelId === modelId;
      const created = await waitForEvent(
        session,
        "data",
        RECORD_CREATED,
        (p) => sameIds(p) && p.operationId === start.record.operationId,
      );
      v.report(
        RULES["record-created"],
        {
          request: `${session.evidence(start.response).request} (record ${String(recordId)})`,
          answer:
            created === undefined
              ? `nothing within ${session.eventTimeoutMs} ms`
              : `${created.path} ${created.body.toString("utf8")}`,
        },
        created === undefined
          ? `no RecordCreated with record ${recordId}, source ${sourceId}, ` +
              `model ${modelId} and operation ${String(start.record.operationId)}`
          : undefined,
      );
      const status = await waitForEvent(
        session,
        "data",
        "PLATFORM.DataService.EnqueueDataStatusChanged",
        (p) => p.queueItemId === start.record.queueItemId && p.dataSourceId === sourceId && p.status === "Success",
      );
      v.report(
        RULES["enqueue-status-changed"],
        {
          request: `queue item ${start.record.queueItemId}`,
          answer: status === undefined ? "nothing" : status.body.toString("utf8"),
        },
        status === undefined
          ? `no EnqueueDataStatusChanged with status Success for queue item ${start.record.queueItemId}`
          : undefined,
      );
      const refused = receiver.deliveries.find((d) => d.answered === 503);
      const refusedRoute = refused === undefined ? undefined : routeOf(receiver, refused);
      const again =
        refusedRoute === undefined
          ? undefined
          : await receiver.waitFor(
              (d) => d !== refused && routeOf(receiver, d)?.messageId === refusedRoute.messageId,
              session.eventTimeoutMs,
            );
      const redelivered = again !== undefined && again.body.equals(refused!.body);
      v.report(
        RULES["redelivered-same-message-id"],
        {
          request: `answered 503 to ${refused?.path ?? "no delivery"}`,
          answer:
            again === undefined
              ? `no redelivery within ${session.eventTimeoutMs} ms`
              : `${again.path} answered ${again.answered}`,
        },
        redelivered ? undefined : "the refused message did not arrive again with its messageId and payload",
      );
      await publishV1(session, sourceId, [{ ...item, data: { Name: "updated" } }]);
      const updated = await waitForEvent(session, "data", "PLATFORM.DataService.RecordUpdated", sameIds);
      v.report(
        RULES["record-updated"],
        {
          request: `publish ${item.recordId} again`,
          answer: updated === undefined ? "nothing" : updated.body.toString("utf8"),
        },
        updated === undefined ? `no RecordUpdated for record ${recordId}` : undefined,
      );
      await publishV1(session, sourceId, [{ entityId, recordId: item.recordId, isDeleted: true }]);
      const deleted = await waitForEvent(session, "data", "PLATFORM.DataService.RecordDeleted", sameIds);
      v.report(
        RULES["record-deleted"],
        {
          request: `publish ${item.recordId} with isDeleted true`,
          answer: deleted === undefined ? "nothing" : deleted.body.toString("utf8"),
        },
        deleted === undefined ? `no RecordDeleted for record ${recordId}` : undefined,
      );
      await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", { body: { dataRecordChanges: false } });
      const quiet = await publishV1(session, sourceId, [
        { entityId, recordId: "event-quiet", data: { Name: "quiet" } },
      ]);
      // The status event of the same queue item marks that the gateway had its events; any Record event would be sent
      // with it.
      await waitForEvent(
        session,
        "data",
        "PLATFORM.DataService.EnqueueDataStatusChanged",
        (p) => p.queueItemId === quiet.start.record.queueItemId && p.status === "Success",
      );
      const leaked = receiver.deliveries.filter(
        (d) =>
          payloadOf(d)?.operationId === quiet.start.record.operationId &&
          routeOf(receiver, d)?.messageType.startsWith("PLATFORM.DataService.Record") === true,
      );
      v.report(
        RULES["flag-off-silences"],
        {
          request: "ConfigureConsumer dataRecordChanges false, then publish event-quiet",
          answer: leaked.length === 0 ? "no Record event" : leaked.map((d) => d.path).join(", "),
        },
        leaked.length === 0 ? undefined : "a Record event arrived with the flag off",
      );
    } finally {
      await data.PATCH("/api/v2/IntegrationAgents/ConfigureConsumer", {
        body: { dataRecordChanges: false, enqueueDataStatus: false },
      });
      await data.PATCH("/api/v2/IntegrationAgents/Settings", {
        body: { sourceDefinition: { consumerType: "None", consumerWebhookUrl: "" } },
      });
    }
  },
};

const orderEventsFlow: Flow = {
  name: "order events",
  capability: "events",
  checks: [RULES["order-released"]],
  services: ["order-integration"],
  needs: "receiver",
  async run(session, v) {
    const orders = session.client("order-integration");
    await orderConsumer(session);
    const settings = await orders.PATCH("/api/v1/Integration/Settings", {
      body: { consumerChannel: "Webhook", webhookUrl: `${session.receiver!.url}/orders`, orderReleased: true },
    });
    if (!settings.response.ok)
      throw new Error(`registering the kit's receiver for orders answered ${session.evidence(settings).answer}`);
    try {
      const state = "an order released";
      const released = await session.state(state);
      const orderId = stateText(released, state, "orderId");
      const vendorCode = stateText(released, state, "vendorCode");
      const event = await waitForEvent(
        session,
        "orders",
        "PLATFORM.PlatformStore.OrderReleased",
        (p) => p.orderId === orderId,
      );
      const payload = event === undefined ? undefined : payloadOf(event);
      v.report(
        RULES["order-released"],
        {
          request: `provider state "${state}" (order ${orderId})`,
          answer: event === undefined ? "nothing" : event.body.toString("utf8"),
        },
        event === undefined
          ? `no OrderReleased for order ${orderId}`
          : payload?.vendorCode === vendorCode
            ? undefined
            : `vendorCode ${shown(payload?.vendorCode)}, not ${vendorCode}`,
      );
    } finally {
      await orders.PATCH("/api/v1/Integration/Settings", { body: { orderReleased: false, webhookUrl: "" } });
    }
  },
};

const everyDeliveryFlow: Flow = {
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

export const EVENT_FLOWS: readonly Flow[] = [dataEventsFlow, orderEventsFlow, everyDeliveryFlow];
