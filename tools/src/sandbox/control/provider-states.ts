// Pact-style provider states (`POST /_sandbox/provider-states`): what `verify-service --state-hook`
// cannot create through the public API. Each state makes new things named by the run's prefix and
// changes nothing that was there before, so a verification leaves the tenants it did not create alone.
import { securityScopes } from "../../../../generated/facts.js";
import type { operations } from "../../../../generated/types/sandbox-control.js";
import { problem } from "../kernel/answer.js";
import { registerConnector } from "../connector-catalogue/index.js";
import { addDataModel } from "../data-integration/index.js";
import type { HandlerMap } from "../kernel/handler-map.js";
import { releaseVendorOrder } from "../order-integration/index.js";
import type { SandboxRuntime } from "./sandbox-runtime.js";
import { newHex, newId } from "../kernel/ids.js";
import { addServiceAccount, addTenant } from "./registrations.js";

type Values = Readonly<Record<string, unknown>>;
type Params = Readonly<Record<string, unknown>>;

/** A state's values, or the body member that is wrong and why. */
type Outcome = Values | { readonly refusal: string };

/** How long ago `an expired access token` expired. */
const EXPIRED_SECONDS_AGO = 600;

function text(params: Params, name: string): string | { refusal: string } {
  const value = params[name];
  return typeof value === "string" && value !== "" ? value : { refusal: `params.${name} must be a non-empty string` };
}

function prefixOf(params: Params): string {
  return typeof params.runPrefix === "string" && /^[A-Za-z0-9._-]{1,40}$/.test(params.runPrefix)
    ? params.runPrefix
    : "provider-state";
}

function createStates(
  runtime: SandboxRuntime,
): Readonly<Record<string, (params: Params) => Outcome | Promise<Outcome>>> {
  const account = (params: Params, roles: string[]): Outcome => {
    const tenantId = text(params, "tenantId");
    if (typeof tenantId !== "string") return tenantId;
    if (runtime.identity.tenants.get(tenantId) === undefined)
      return { refusal: `params.tenantId: no tenant ${tenantId} in the sandbox` };
    const clientId = `${prefixOf(params)}-${newHex(4)}`;
    const clientSecret = newHex(16);
    addServiceAccount(runtime, { clientId, clientSecret, tenantIds: [tenantId], roles });
    return { clientId, clientSecret };
  };
  const states: Record<string, (params: Params) => Outcome | Promise<Outcome>> = {
    "verification run": () => ({ states: Object.keys(states) }),
    "a second tenant": (params) => {
      const tenantId = newId();
      addTenant(runtime, { id: tenantId, name: `${prefixOf(params)} second tenant` });
      return { tenantId, ...account({ ...params, tenantId }, ["TenantAdmin"]) };
    },
    "a service account without roles": (params) => account(params, []),
    "a service account with the Admin role": (params) => account(params, ["Admin"]),
    "an expired access token": async (params) => {
      const clientId = text(params, "clientId");
      const tenantId = text(params, "tenantId");
      if (typeof clientId !== "string") return clientId;
      if (typeof tenantId !== "string") return tenantId;
      const holder = runtime.identity.serviceAccounts.get(clientId);
      if (holder === undefined || !holder.tenantIds.includes(tenantId))
        return { refusal: `params.clientId: no service account ${clientId} in tenant ${tenantId}` };
      const expired = Math.floor(runtime.clock.now() / 1000) - EXPIRED_SECONDS_AGO;
      const claims = {
        iat: expired - runtime.identity.tokenLifetimeSeconds,
        exp: expired,
        jti: newId(),
        client_id: clientId,
        scope: securityScopes["data-integration"][0],
        tid: tenantId,
      };
      return {
        accessToken: await runtime.identity.signGatewayToken(
          holder.roles?.length ? { ...claims, roles: holder.roles } : claims,
        ),
      };
    },
    "an order released": (params) => {
      const tenantId = text(params, "tenantId");
      if (typeof tenantId !== "string") return tenantId;
      const released = releaseVendorOrder(runtime, { tenantId, orderNumber: `${prefixOf(params)}-${newHex(3)}` });
      if ("refusal" in released) return { refusal: `params.${released.refusal}` };
      return { orderId: released.order.id, productId: released.productId, vendorCode: released.order.vendor?.code };
    },
    "a data model": (params) => {
      const tenantId = text(params, "tenantId");
      if (typeof tenantId !== "string") return tenantId;
      if (runtime.identity.tenants.get(tenantId) === undefined)
        return { refusal: `params.tenantId: no tenant ${tenantId} in the sandbox` };
      const model = { id: newId(), code: `${prefixOf(params)}-model-${newHex(3)}` };
      const refusal = addDataModel(runtime.tenants.of(tenantId), model);
      return refusal === undefined ? { modelId: model.id, modelCode: model.code } : { refusal: `state: ${refusal}` };
    },
    // Folders have no shape or endpoint in the reference and the sandbox takes any folderId: a fresh one is the run's
    // own.
    "a folder": () => ({ folderId: newId() }),
    "a connector": (params) => {
      const tenantId = text(params, "tenantId");
      if (typeof tenantId !== "string") return tenantId;
      if (runtime.identity.tenants.get(tenantId) === undefined)
        return { refusal: `params.tenantId: no tenant ${tenantId} in the sandbox` };
      const provider = runtime.seed.providers?.[0];
      if (provider === undefined) return { refusal: "state: the seed lists no connector provider" };
      const connector = registerConnector(runtime.tenants.of(tenantId), provider.id, true);
      return { providerId: provider.id, connectorId: connector.id };
    },
  };
  return states;
}

export function createProviderStateHandlers(runtime: SandboxRuntime): HandlerMap<operations> {
  const states = createStates(runtime);
  return {
    async setUpSandboxProviderState(request) {
      const { state, params = {} } = request.body;
      const setUp = Object.hasOwn(states, state) ? states[state] : undefined;
      if (setUp === undefined) {
        return problem(
          404,
          "Not Found",
          `no provider state ${JSON.stringify(state)}; the sandbox gives: ${Object.keys(states).join(", ")}`,
        );
      }
      const outcome = await setUp(params);
      if ("refusal" in outcome && typeof outcome.refusal === "string")
        return problem(400, "Bad Request", `body $.${outcome.refusal}`);
      return { status: 200, body: outcome };
    },
  };
}
