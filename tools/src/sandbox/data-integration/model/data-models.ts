// V1 data models of a tenant: "The fields of ... DataModelDefinition ... are not shown beyond the
// identifiers that the endpoints use", so a model is its id and code.
import { declareTable, type Table, type Tenant } from "../../kernel/store.js";

export interface DataModel {
  readonly id: string;
  readonly code: string;
}

/** The tenant's V1 data models by id. */
export const DATA_MODELS = declareTable<DataModel>("data-integration.data-models", {
  save: (model) => model,
  load: (json) => json as DataModel,
});

export function dataModels(tenant: Tenant): Table<DataModel> {
  return tenant.get(DATA_MODELS);
}

/** Adds a model; the refusal names the id or code already taken. */
export function addDataModel(tenant: Tenant, model: DataModel): string | undefined {
  const models = dataModels(tenant);
  if (models.has(model.id)) return `data model ${model.id} exists in tenant ${tenant.tenantId}`;
  if ([...models.values()].some((m) => m.code === model.code))
    return `data model code ${model.code} exists in tenant ${tenant.tenantId}`;
  models.set(model.id, { id: model.id, code: model.code });
  return undefined;
}
