import type { components } from "../../generated/types/data-integration.js";

type ProblemDetails = components["schemas"]["ProblemDetails"];

/** One item that does not match the publishing item schema: which item and which field. */
export interface ItemProblem {
  /** Index of the item in the `items` given to publishRecords. */
  readonly index: number;
  /** JSON path of the field inside the item (`.data.Amount`; `""` for the item itself). */
  readonly field: string;
  readonly message: string;
}

/** Items failed validation; nothing was sent. Values are never echoed, only where and what. */
export class InvalidPublishingItemsError extends Error {
  override readonly name = "InvalidPublishingItemsError";
  constructor(
    readonly problems: readonly ItemProblem[],
    /** Number of invalid items in total (problems lists at most the first ones). */
    readonly invalidCount: number,
  ) {
    const shown = problems.map((p) => `items[${p.index}]${p.field} ${p.message}`).join("\n");
    const more = new Set(problems.map((p) => p.index)).size < invalidCount ? "\n..." : "";
    super(`${invalidCount} item(s) invalid, nothing was sent:\n${shown}${more}`);
  }
}

/** The data integration service refused a publishing or status call. */
export class PublishingRequestError extends Error {
  override readonly name = "PublishingRequestError";
  constructor(
    /** What was being done, for example `start` or `append of chunk 3 (items 1000-1499)`. */
    readonly step: string,
    readonly status: number,
    readonly problem: ProblemDetails | undefined,
    /** The queue item, once start has created one. */
    readonly queueItemId?: string,
  ) {
    super(
      `${step} answered ${status}` +
        `${problem?.detail ? `: ${problem.detail}` : problem?.title ? `: ${problem.title}` : ""}` +
        `${queueItemId ? ` (queue item ${queueItemId})` : ""}`,
    );
  }
}

/** Publishing stopped after start: the queue item holds only part of the records and was canceled (or not). */
export class PublishingIncompleteError extends Error {
  override readonly name = "PublishingIncompleteError";
  constructor(
    readonly queueItemId: string,
    /**
     * Records the service confirmed before the failure (items 0 to sent - 1); a request without an answer may have
     * arrived too, which is why the item is canceled.
     */
    readonly sent: number,
    readonly total: number,
    /**
     * Whether the queue item was canceled; if not, cancel it (DELETE .../cancel/{queueItemId}) before publishing again.
     */
    readonly canceled: boolean,
    cause: unknown,
  ) {
    super(
      `publishing stopped after ${sent} of ${total} records were ` +
        `confirmed: ${(cause as Error)?.message ?? String(cause)}; ` +
        (canceled
          ? `queue item ${queueItemId} was canceled`
          : `queue item ${queueItemId} could not be canceled and may wait in Pending`),
      { cause },
    );
  }
}
