// V1 data models of a tenant. "The fields of ... DataModelDefinition ... are not shown beyond the
// identifiers that the endpoints use", so a model is its id and code, set by the seed or
// `POST /_sandbox/data-models`.
import type { operations } from "../../../../../generated/types/data-integration.js";
import { problem } from "../../kernel/answer.js";
import type { TenantHandlerMap } from "../../kernel/handler-map.js";
import type { Tenant } from "../../kernel/store.js";
import { dataModels } from "../model/data-models.js";
import { callerOf } from "./caller.js";
import { page } from "../../kernel/paging.js";

export function createDataModelHandlers(): TenantHandlerMap<operations> {
  const byId = (tenant: Tenant, id: string) => dataModels(tenant).get(id);
  const byCode = (tenant: Tenant, code: string) => [...dataModels(tenant).values()].find((m) => m.code === code);
  const notFound = (what: string) => problem(404, "Not Found", `no data model ${what}`);
  return {
    getDataModels(request) {
      return {
        status: 200,
        body: page(
          [...dataModels(callerOf(request).tenant).values()].map((m) => ({ ...m })),
          request.parameters.Offset,
          request.parameters.Limit,
        ),
      };
    },
    headDataModels: () => ({ status: 200 }),
    getDataModel(request) {
      const model = byId(callerOf(request).tenant, request.parameters.id);
      return model === undefined ? notFound(request.parameters.id) : { status: 200, body: { ...model } };
    },
    headDataModel(request) {
      return byId(callerOf(request).tenant, request.parameters.id) === undefined ? { status: 404 } : { status: 200 };
    },
    getDataModelByCode(request) {
      const model = byCode(callerOf(request).tenant, request.parameters.code);
      return model === undefined
        ? notFound(`with code ${request.parameters.code}`)
        : { status: 200, body: { ...model } };
    },
    headDataModelByCode(request) {
      return byCode(callerOf(request).tenant, request.parameters.code) === undefined
        ? { status: 404 }
        : { status: 200 };
    },
    deleteDataModel(request) {
      return dataModels(callerOf(request).tenant).delete(request.parameters.id)
        ? { status: 204 }
        : notFound(request.parameters.id);
    },
  };
}
