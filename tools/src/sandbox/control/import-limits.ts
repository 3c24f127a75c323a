// The limits a tenant's platform calls are held to, held to its imported state too (PUT
// /_sandbox/state/{tenantId}, the seed's tenantStates): a document is the operator's, but what it
// stores is then served, delivered and exported as if a tenant had sent it. A 3 MB webhook address
// imported was copied into every delivery to it, a file over the upload limit was served and
// exported like one that passed it, a queue item of 100,000 published items (the limit is 4,000)
// was processed on import in one go, holding every tenant 8.6 s, and a 5 MB data model name,
// which a request could not have carried, was served in every answer listing the models.
import { QueueItemStatusRecordFacts } from "../../../../generated/facts.js";
import { MAX_WEBHOOK_URL } from "../gateway/index.js";
import { bytesInWords } from "../kernel/limits.js";
import { TenantStateError } from "../kernel/part.js";
import { MAX_STORED_TEXT } from "../kernel/stored-text.js";
import type { SandboxTenantState } from "./tenant-state.js";

type Stores = Readonly<Record<string, unknown>>;

/** Checks the value at a place of the document instead of the stored string limit; `path` names the place. */
type Rule = (value: unknown, path: () => string, uploadLimitBytes: number) => void;

/**
 * The places of a document held to a rule of their own, by member name; `*` stands for any table key or list index
 * (a key matched by it is named `["key"]` in a refusal, as it is data, not a member of the schema).
 */
interface Places {
  readonly [member: string]: Places | Rule;
}

const webhookAddress: Rule = (value, path) => {
  if (typeof value === "string" && value.length > MAX_WEBHOOK_URL)
    throw new TenantStateError(
      path(),
      `has ${value.length} characters; a webhook address may have at most ${MAX_WEBHOOK_URL}`,
    );
};

const fileContent: Rule = (value, path, uploadLimitBytes) => {
  if (typeof value !== "string") return;
  const bytes = Buffer.byteLength(value, "base64");
  if (bytes > uploadLimitBytes)
    throw new TenantStateError(
      path(),
      `holds ${bytes} bytes; the upload limit is ${bytesInWords(uploadLimitBytes)} (uploadLimitBytes, --upload-limit)`,
    );
};

/** A record value is the tenant's data as it published it: a request bounds it by the body limit only. */
const recordValues: Rule = () => {};

const PLACES: Places = {
  stores: {
    "order-integration.settings": { webhookUrl: webhookAddress },
    "order-integration.orders": { "*": {} },
    "data-integration.registrations": { sources: { "*": { consumerWebhookUrl: webhookAddress } } },
    "data-integration.published-batches": { "*": { "*": { data: recordValues } } },
    "data-integration.queue-items": {
      "*": { items: { "*": { data: recordValues } }, changes: { "*": { record: { fields: recordValues } } } },
    },
    "data-integration.query-store": { "*": { fields: recordValues } },
    "data-integration.data-models": { "*": {} },
    "data-integration.operating-log": { "*": {} },
    "data-integration.result-profiles": { "*": {} },
    "file-content.files": { "*": { content: fileContent } },
    "file-content.uploads": { "*": { content: fileContent } },
  },
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `$.stores["file-content.files"]["f1"].content`: the JSON path of `steps` under `at`. */
function pathOf(at: string, steps: readonly (string | number)[], wild: readonly boolean[]): string {
  return steps.reduce<string>((path, step, i) => {
    if (typeof step === "number") return `${path}[${step}]`;
    const bracketed = wild[i] === true || !IDENTIFIER.test(step) || (i === 1 && steps[0] === "stores");
    return bracketed ? `${path}[${JSON.stringify(step)}]` : `${path}.${step}`;
  }, at);
}

/**
 * Every string of the document, member names included, at its place's rule or at most {@link MAX_STORED_TEXT}
 * characters, as a platform request's strings are; one pass, the path spelled out only for a refusal.
 */
function checkStrings(document: unknown, uploadLimitBytes: number, at: string): void {
  const steps: (string | number)[] = [];
  const wild: boolean[] = [];
  const path = () => pathOf(at, steps, wild);
  const tooLong = (length: number, what: string) =>
    new TenantStateError(
      path(),
      `${what} ${length} characters; a string the sandbox stores may have at most ${MAX_STORED_TEXT} characters, ` +
        "as in a platform request",
    );
  const visit = (value: unknown, places: Places | undefined): void => {
    if (typeof value === "string") {
      if (value.length > MAX_STORED_TEXT) throw tooLong(value.length, "has");
      return;
    }
    if (value === null || typeof value !== "object") return;
    const members: Iterable<[string | number, unknown]> = Array.isArray(value)
      ? value.entries()
      : Object.entries(value);
    for (const [key, member] of members) {
      const own = places !== undefined && typeof key === "string" && Object.hasOwn(places, key);
      const place = own ? places[key] : places?.["*"];
      steps.push(key);
      wild.push(!own && place !== undefined);
      if (typeof key === "string" && key.length > MAX_STORED_TEXT) throw tooLong(key.length, "is a member name of");
      if (typeof place === "function") place(member, path, uploadLimitBytes);
      else visit(member, place);
      steps.pop();
      wild.pop();
    }
  };
  visit(document, PLACES);
}

/** The published items of each unfinished queue item, its batches (`<queueItemId>/<n>`) added up. */
function queueItemSizes(stores: Stores, at: string): void {
  const batches = stores["data-integration.published-batches"];
  if (batches === null || typeof batches !== "object") return;
  const { maxItems } = QueueItemStatusRecordFacts;
  const sizes = new Map<string, number>();
  for (const [key, items] of Object.entries(batches)) {
    if (!Array.isArray(items)) continue;
    const queueItemId = key.slice(0, key.lastIndexOf("/"));
    const size = (sizes.get(queueItemId) ?? 0) + items.length;
    sizes.set(queueItemId, size);
    if (size > maxItems)
      throw new TenantStateError(
        `${at}.stores["data-integration.published-batches"][${JSON.stringify(key)}]`,
        `brings queue item ${queueItemId} to ${size} items; a queue item holds at most ${maxItems} items`,
      );
  }
}

/**
 * Refuses, naming the JSON path and the limit, a document that holds what no platform call could have stored: a
 * string (a name, a code, an id, a member name) longer than {@link MAX_STORED_TEXT} outside record values, a webhook
 * address longer than {@link MAX_WEBHOOK_URL}, a file or upload over the upload limit, a queue item of more published
 * items than a queue item holds.
 */
export function checkImportLimits(document: SandboxTenantState, uploadLimitBytes: number, at = "$"): void {
  checkStrings(document, uploadLimitBytes, at);
  queueItemSizes(document.stores, at);
}
