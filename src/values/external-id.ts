import { ExternalIdPattern } from "../../generated/facts.js";
import { preview, ValueFormatError } from "./value-format-error.js";

/** The parts of a data record's ExternalId, `<recordId>.<entityId>.<sourceId>`. */
export interface ExternalIdParts {
  /** The publisher's source record key. */
  recordId: string;
  /** The publisher's source entity. */
  entityId: string;
  /** The publisher's data source (uuid). */
  sourceId: string;
}

const TYPE = "ExternalId";

/**
 * Whether a segment is the uuid ExternalId's pattern ends in. The pattern ends in `.<uuid>`, so an id
 * of two plain segments and this one matches exactly when this one, holding no dot, is that uuid.
 */
const isSourceId = (segment: string) => !segment.includes(".") && ExternalIdPattern.test(`r.e.${segment}`);

/**
 * Writes `<recordId>.<entityId>.<sourceId>`, as the platform assigns it. The reference knows no
 * escaping, so dots inside recordId or entityId are written as they are, like the platform does;
 * reading such an id back needs the entityId (see {@link parseExternalId}).
 *
 * @throws {ValueFormatError} for an empty recordId or entityId, or a sourceId that is not a uuid.
 */
export function formatExternalId(parts: ExternalIdParts): string {
  const shown = preview(`${parts.recordId}.${parts.entityId}.${parts.sourceId}`);
  if (parts.recordId === "") throw new ValueFormatError(TYPE, shown, "recordId is empty");
  if (parts.entityId === "") throw new ValueFormatError(TYPE, shown, "entityId is empty");
  if (!isSourceId(parts.sourceId))
    throw new ValueFormatError(TYPE, shown, `sourceId ${preview(parts.sourceId)} is not a uuid`);
  return `${parts.recordId}.${parts.entityId}.${parts.sourceId}`;
}

/** Options of {@link parseExternalId}. */
export interface ParseExternalIdOptions {
  /** The entity the id belongs to, when known: then the recordId may contain dots. */
  entityId?: string;
  /** Names the value in errors, for example `items[3].ExternalId`. */
  where?: string;
}

/**
 * Reads `<recordId>.<entityId>.<sourceId>`. The sourceId is a uuid and holds no dot, so it is the
 * part after the last dot. Of the rest, the entityId is what follows the one remaining dot; when
 * more dots remain, the split is ambiguous (the reference gives no escaping) and is refused unless
 * `options.entityId` says where the recordId ends.
 *
 * @throws {ValueFormatError} naming the input and the part that is wrong.
 */
export function parseExternalId(text: unknown, options: ParseExternalIdOptions = {}): ExternalIdParts {
  const { where, entityId: knownEntity } = options;
  if (typeof text !== "string") throw new ValueFormatError(TYPE, preview(text), "expected a string", where);
  const shown = preview(text);
  const lastDot = text.lastIndexOf(".");
  const sourceId = text.slice(lastDot + 1);
  if (lastDot < 0 || !isSourceId(sourceId)) {
    throw new ValueFormatError(
      TYPE,
      shown,
      `the part after the last "." (${preview(sourceId)}) is not a uuid (the sourceId)`,
      where,
    );
  }
  const rest = text.slice(0, lastDot);
  if (knownEntity !== undefined) {
    const suffix = `.${knownEntity}`;
    if (!rest.endsWith(suffix) || rest.length === suffix.length) {
      throw new ValueFormatError(TYPE, shown, `expected "<recordId>.${knownEntity}.<sourceId>"`, where);
    }
    return { recordId: rest.slice(0, -suffix.length), entityId: knownEntity, sourceId };
  }
  const parts = rest.split(".");
  if (parts.length !== 2) {
    const reason =
      parts.length < 2
        ? 'expected "<recordId>.<entityId>.<sourceId>"'
        : "recordId or entityId contains a dot, so where one ends is ambiguous; pass the entityId to read it";
    throw new ValueFormatError(TYPE, shown, reason, where);
  }
  const [recordId = "", entityId = ""] = parts;
  if (recordId === "" || entityId === "") {
    throw new ValueFormatError(TYPE, shown, `${recordId === "" ? "recordId" : "entityId"} is empty`, where);
  }
  return { recordId, entityId, sourceId };
}
