// A stored record as a query answers it: "Property names are PascalCase by default. Option `CC1`
// switches to camelCase"; CurrencyNumber values in the "default string form", or the "typed
// CurrencyNumber contract" `{ _type: CurrencyNumber, value, currencyCode }` with `CN1`.
import { CurrencyNumberPattern, DataRecordProperties } from "../../../../../generated/facts.js";
import type { components } from "../../../../../generated/types/data-integration.js";
import { keepJsonText } from "../../kernel/time-slice.js";
import type { StoredRecord } from "./query-store.js";

type QueryingRecord = components["schemas"]["QueryingRecord"];

export interface ViewOptions {
  /** `CC1`: camelCase property names. */
  readonly camelCase: boolean;
  /** `CN1`: CurrencyNumber in object form. */
  readonly currencyObjects: boolean;
}

const DEFAULT_VIEW: ViewOptions = Object.freeze({ camelCase: false, currencyObjects: false });

/** The `options` query parameter: "comma-separated: `CC1`/`cc1` ..., `CN1`/`cn1` ...". */
export function parseViewOptions(options: string | undefined): ViewOptions {
  if (options === undefined) return DEFAULT_VIEW;
  const names = new Set(options.split(",").map((o) => o.trim().toUpperCase()));
  return { camelCase: names.has("CC1"), currencyObjects: names.has("CN1") };
}

// Without the model's field types the sandbox recognises a CurrencyNumber by its documented shapes (the string one by
// its pattern).

function isCurrencyObject(value: unknown): value is { _type: "CurrencyNumber"; value: number; currencyCode: string } {
  return typeof value === "object" && value !== null && (value as { _type?: unknown })._type === "CurrencyNumber";
}

function currencyForm(value: unknown, objects: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => currencyForm(v, objects));
  if (objects && typeof value === "string" && CurrencyNumberPattern.test(value)) {
    const [amount, currencyCode] = value.split("|");
    return { _type: "CurrencyNumber", value: Number(amount), currencyCode };
  }
  if (!objects && isCurrencyObject(value)) return `${value.value}|${value.currencyCode}`;
  return value;
}

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The properties a record carries besides its model-specific fields (DataRecord, as the reference's
 * "Data record (query result item)" names them, and `Included` of a referenced record).
 */
export const SYSTEM_PROPERTIES = DataRecordProperties;
const SYSTEM_NAMES = new Set(SYSTEM_PROPERTIES.map(camel));
// Every field name whose camelCase is a system property's, so that a field is checked without a new string.
const RESERVED_FIELDS = new Set(
  [...SYSTEM_NAMES].flatMap((name) => [name, name.charAt(0).toUpperCase() + name.slice(1)]),
);

/**
 * The system property a field of that name would stand in for in a query's answer, in either case
 * form (`CC1` camelCases the fields too), or `undefined`. Such a field would overwrite the system
 * property or be overwritten by it: a `deleted` of another type made every answer of the model a
 * 500, so such a field is refused where it is published or mapped.
 */
export function systemPropertyNamed(field: string): string | undefined {
  return SYSTEM_NAMES.has(camel(field)) ? SYSTEM_PROPERTIES.find((name) => camel(name) === camel(field)) : undefined;
}

/** Why a record may not carry a field named `field` (`where` names it), or `undefined`. */
export function fieldNameRefusal(where: string, field: string): string | undefined {
  const property = systemPropertyNamed(field);
  if (property === undefined) return undefined;
  return (
    `${where}: a record field may not be named ${JSON.stringify(field)}: queries answer a record with its ` +
    `own ${property}, in PascalCase and with CC1 in camelCase, so the field would take its place`
  );
}

/** Fields and items of top-level collections from which a record counts as large: its views are kept. */
export const LARGE_RECORD_WEIGHT = 1_000;

// The views of large records, per view options, while the record is unchanged (its sequence): a
// tenant reading back its one 8 MB record in a loop builds and serializes it once, not per read.
const largeViews = new WeakMap<
  StoredRecord,
  { readonly sequence: number; readonly views: Map<string, QueryingRecord> }
>();

function isLarge(record: StoredRecord): boolean {
  let weight = 0;
  for (const field in record.fields) {
    const value = record.fields[field];
    weight += Array.isArray(value) ? value.length + 1 : 1;
    if (weight >= LARGE_RECORD_WEIGHT) return true;
  }
  return false;
}

/** A stored record as a query answers it, in the case form and CurrencyNumber form asked for. */
export function recordView(record: StoredRecord, options: ViewOptions): QueryingRecord {
  let kept = largeViews.get(record);
  if (kept === undefined || kept.sequence !== record.sequence) {
    if (!isLarge(record)) return buildView(record, options);
    kept = { sequence: record.sequence, views: new Map() };
    largeViews.set(record, kept);
  }
  const variant = `${options.camelCase} ${options.currencyObjects}`;
  let view = kept.views.get(variant);
  if (view === undefined) {
    view = buildView(record, options);
    keepJsonText(view);
    kept.views.set(variant, view);
  }
  return view;
}

function buildView(record: StoredRecord, options: ViewOptions): QueryingRecord {
  const name = options.camelCase ? camel : (n: string) => n;
  const view: Record<string, unknown> = {};
  // A field named like a system property is refused when it is published; one kept from before (a
  // saved or imported state) is left out rather than made into an answer the spec does not allow.
  for (const field in record.fields)
    if (!RESERVED_FIELDS.has(field)) view[name(field)] = currencyForm(record.fields[field], options.currencyObjects);
  Object.assign(view, {
    [name("Id")]: { [name("ModelId")]: record.modelId, [name("RecordId")]: record.recordId },
    [name("ExternalId")]: record.externalId,
    [name("SourceId")]: record.sourceId,
    [name("ReferenceId")]: record.referenceId,
    [name("MandantCode")]: record.mandantCode,
    [name("UtcCreatedOn")]: record.createdOn,
    [name("UtcModifiedOn")]: record.modifiedOn,
  });
  if (record.deletedOn !== undefined) view.deleted = true;
  return view as QueryingRecord;
}
