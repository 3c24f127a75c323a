// The limits a tenant's platform calls are held to, held to its imported state too (PUT
// /_sandbox/state/{tenantId}, the seed's tenantStates): a document is the operator's, but what it
// stores is then served, delivered and exported as if a tenant had sent it. A 3 MB webhook address
// imported was copied into every delivery to it, and a file over the upload limit was served and
// exported like one that passed it, and a queue item of 100,000 published items (the limit is
// 4,000) was processed on import in one go, holding every tenant 8.6 s.
import { QueueItemStatusRecordFacts } from "../../../../generated/facts.js";
import { MAX_WEBHOOK_URL } from "../gateway/index.js";
import { bytesInWords } from "../limits.js";
import { TenantStateError } from "../part.js";
import type { SandboxTenantState } from "./tenant-state.js";

type Stores = Readonly<Record<string, unknown>>;

function webhookAddress(path: string, value: unknown): void {
  if (typeof value === "string" && value.length > MAX_WEBHOOK_URL)
    throw new TenantStateError(
      path,
      `has ${value.length} characters; a webhook address may have at most ${MAX_WEBHOOK_URL}`,
    );
}

function fileContents(stores: Stores, store: string, at: string, uploadLimitBytes: number): void {
  const table = stores[store];
  if (table === null || typeof table !== "object") return;
  for (const [key, entry] of Object.entries(table)) {
    const content = (entry as { content?: unknown } | null)?.content;
    if (typeof content !== "string") continue;
    const bytes = Buffer.byteLength(content, "base64");
    if (bytes > uploadLimitBytes)
      throw new TenantStateError(
        `${at}.stores[${JSON.stringify(store)}][${JSON.stringify(key)}].content`,
        `holds ${bytes} bytes; the upload limit is ${bytesInWords(uploadLimitBytes)} ` +
          "(uploadLimitBytes, --upload-limit)",
      );
  }
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
 * Refuses, naming the JSON path and the limit, a document whose stores hold what no platform call could have stored:
 * a webhook address longer than {@link MAX_WEBHOOK_URL}, a file or upload over the upload limit, a queue item of more
 * published items than a queue item holds.
 */
export function checkImportLimits(document: SandboxTenantState, uploadLimitBytes: number, at = "$"): void {
  const stores = document.stores as Stores;
  const settings = stores["order-integration.settings"] as { webhookUrl?: unknown } | undefined;
  webhookAddress(`${at}.stores["order-integration.settings"].webhookUrl`, settings?.webhookUrl);
  const registrations = stores["data-integration.registrations"] as { sources?: unknown } | undefined;
  if (Array.isArray(registrations?.sources))
    registrations.sources.forEach((source: { consumerWebhookUrl?: unknown } | null, i) =>
      webhookAddress(
        `${at}.stores["data-integration.registrations"].sources[${i}].consumerWebhookUrl`,
        source?.consumerWebhookUrl,
      ),
    );
  for (const store of ["file-content.uploads", "file-content.files"]) fileContents(stores, store, at, uploadLimitBytes);
  queueItemSizes(stores, at);
}
