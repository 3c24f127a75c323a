// Input transformation of one published item into query-store changes. "Each queue item is
// converted by input transformations (entity mappings) or by mapping directives sent with the
// data." "An input transformation defines which fields are updated. A field omitted from the
// transformation is not updated."
import type { components } from "../../../../../generated/types/data-integration.js";
import type { DataSource } from "./registrations.js";
import type { RecordChange } from "./query-store.js";

type Schemas = components["schemas"];
export type PublishedItem = Schemas["PublishingItemV2"];
type MappingDirective = Schemas["MappingDirective"];

interface Target {
  readonly modelId: string;
  readonly fieldMappings: readonly Schemas["FieldMapping"][];
  readonly autoMapFields: boolean;
}

/**
 * The item's own directive fields, its `mappingDirectives`, else the request's: the first list that names a model wins.
 */
function directivesOf(item: PublishedItem, requestDirectives: readonly MappingDirective[]): MappingDirective[] {
  if (item.modelId !== undefined) return [item];
  if (item.mappingDirectives !== undefined && item.mappingDirectives.length > 0) return item.mappingDirectives;
  return [...requestDirectives];
}

/**
 * Where the item's fields go: its mapping directives (every field carried by name), or the entity
 * mappings of the source's input transformations whose entityId is the item's `entityMappingId`
 * ("defaults to entityId").
 */
function targetsOf(
  item: PublishedItem,
  source: DataSource,
  requestDirectives: readonly MappingDirective[],
): Target[] | string {
  const directives = directivesOf(item, requestDirectives).filter((d) => d.modelId !== undefined);
  if (directives.length > 0)
    return directives.map((d) => ({ modelId: d.modelId!, fieldMappings: [], autoMapFields: true }));
  const entity = item.entityMappingId ?? item.entityId;
  const targets = entityTargets(source).get(entity ?? "");
  return (
    targets ??
    `no mapping directive is sent and no input transformation of ` +
      `source ${source.sourceId} maps entity ${JSON.stringify(entity ?? null)}`
  );
}

// The entity mappings of a source by entityId, computed once per set of transformations (a queue
// item of thousands of records asks for the same few entities).
const targetsBySource = new WeakMap<
  DataSource["transformations"],
  { version: readonly unknown[]; targets: Map<string, Target[]> }
>();

function entityTargets(source: DataSource): Map<string, Target[]> {
  const version = [...source.transformations.values()];
  const cached = targetsBySource.get(source.transformations);
  if (
    cached !== undefined &&
    cached.version.length === version.length &&
    cached.version.every((t, i) => t === version[i])
  )
    return cached.targets;
  const targets = new Map<string, Target[]>();
  const mappings = version
    .flatMap((t) => t.mappings ?? [])
    .filter((m) => m.entityId !== undefined && m.modelId !== undefined);
  for (const m of [...mappings].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0))) {
    const list = targets.get(m.entityId!) ?? [];
    list.push({ modelId: m.modelId!, fieldMappings: m.mappings ?? [], autoMapFields: m.autoMapFields ?? false });
    targets.set(m.entityId!, list);
  }
  targetsBySource.set(source.transformations, { version, targets });
  return targets;
}

/** Payload form 1 (`fields`, key/value list) or form 2 (`data`) as one object. */
function payloadOf(item: PublishedItem): Record<string, unknown> | string {
  if (item.fields !== undefined && item.data !== undefined) return "only one of fields and data may be set";
  if (item.data !== undefined) return item.data;
  const payload: Record<string, unknown> = {};
  for (const { key, value } of item.fields ?? []) payload[key] = value ?? null;
  return payload;
}

function project(payload: Record<string, unknown>, target: Target): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const consumed = new Set<string>();
  for (const mapping of target.fieldMappings) {
    if (mapping.sourceFieldName === undefined || !Object.hasOwn(payload, mapping.sourceFieldName)) continue;
    consumed.add(mapping.sourceFieldName);
    fields[mapping.targetFieldName ?? mapping.sourceFieldName] = payload[mapping.sourceFieldName];
  }
  if (target.autoMapFields) {
    for (const [name, value] of Object.entries(payload))
      if (!consumed.has(name) && !Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/** The changes one item makes, or why it cannot be transformed. */
export function transformItem(
  item: PublishedItem,
  source: DataSource,
  requestDirectives: readonly MappingDirective[],
): RecordChange[] | string {
  if (item.recordId === undefined || item.recordId === "")
    return "recordId is required: it builds the ExternalId `<recordId>.<entityId>.<sourceId>`";
  const entityId = item.entityId ?? item.entityMappingId;
  if (entityId === undefined || entityId === "")
    return "entityId is required: it builds the ExternalId `<recordId>.<entityId>.<sourceId>`";
  const payload = payloadOf(item);
  if (typeof payload === "string") return payload;
  const targets = targetsOf(item, source, requestDirectives);
  if (typeof targets === "string") return targets;
  const externalId = `${item.recordId}.${entityId}.${source.sourceId}`;
  return targets.map((target) => ({
    modelId: target.modelId,
    externalId,
    sourceId: source.sourceId,
    referenceId: item.referenceId ?? null,
    mandantCode: item.mandantCode ?? null,
    fields: item.isDeleted === true ? {} : project(payload, target),
    isDeleted: item.isDeleted === true,
  }));
}
