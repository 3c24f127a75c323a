// Lookup rules for mandant data: "2. A non-mandant record cannot reference a mandant-specific
// record. 3. A referenced mandant-specific record must belong to the same mandant." A reference is
// an IncomingLookupObject ("either `externalId` or the pair `sourceRecordId` and `sourceEntityId`",
// the pair naming a record of the publishing source). A reference to a record the store does not
// hold is not checked (it may be published later).
import type { QueryStore, RecordChange } from "./query-store.js";

interface LookupObject {
  _type: "IncomingLookupObject";
  externalId?: string;
  sourceRecordId?: string;
  sourceEntityId?: string;
}

function isLookup(value: unknown): value is LookupObject {
  return typeof value === "object" && value !== null && (value as { _type?: unknown })._type === "IncomingLookupObject";
}

function lookupsIn(value: unknown, found: LookupObject[]): LookupObject[] {
  if (Array.isArray(value)) for (const v of value) lookupsIn(v, found);
  else if (isLookup(value)) found.push(value);
  return found;
}

/** The mandants (null for non-mandant) under which an ExternalId is held live, in any model. */
function mandantsOf(store: QueryStore, externalId: string): Set<string | null> {
  const mandants = new Set<string | null>();
  for (const records of store.models.values())
    for (const record of records.withExternalId(externalId))
      if (record.deletedOn === undefined) mandants.add(record.mandantCode);
  return mandants;
}

/** Why a change breaks a lookup rule, or undefined. */
export function lookupRuleBroken(store: QueryStore, change: RecordChange): string | undefined {
  for (const [field, value] of Object.entries(change.fields)) {
    for (const lookup of lookupsIn(value, [])) {
      const externalId =
        lookup.externalId ??
        (lookup.sourceRecordId !== undefined && lookup.sourceEntityId !== undefined
          ? `${lookup.sourceRecordId}.${lookup.sourceEntityId}.${change.sourceId}`
          : undefined);
      if (externalId === undefined) continue;
      const mandants = mandantsOf(store, externalId);
      if (mandants.size === 0 || mandants.has(null) || mandants.has(change.mandantCode)) continue;
      const held = [...mandants].join(", ");
      return change.mandantCode === null
        ? `field ${field} references ${externalId}, held for mandant ${held} only: ` +
            `"A non-mandant record cannot reference a mandant-specific record"`
        : `field ${field} references ${externalId}, held for mandant ${held}, ` +
            `not ${change.mandantCode}: "A referenced mandant-specific record must belong to the ` +
            `same mandant"`;
    }
  }
  return undefined;
}
