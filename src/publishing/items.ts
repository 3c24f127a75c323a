// What V1 and V2 publishing share: the chunk size and the check of every item before anything is sent.
import { PublishingItemFacts } from "../../generated/facts.js";
import type { SchemaName, ValidateFunction } from "../../generated/validators/index.js";
import { describeValidationErrors } from "../validators/format.js";
import { InvalidPublishingItemsError, type ItemProblem } from "./errors.js";

/** The reference's recommendation: "about 500 records per request" (`x-items-per-request` of PublishingItem). */
export const MAX_RECORDS_PER_REQUEST = PublishingItemFacts.itemsPerRequest;
const MAX_PROBLEMS_REPORTED = 20;

export function chunkSizeOf(value: number | undefined): number {
  const size = value ?? MAX_RECORDS_PER_REQUEST;
  if (!Number.isInteger(size) || size < 1 || size > MAX_RECORDS_PER_REQUEST) {
    throw new RangeError(`chunkSize must be a whole number from 1 to ${MAX_RECORDS_PER_REQUEST} (found ${value})`);
  }
  return size;
}

/** Throws InvalidPublishingItemsError naming every invalid item (the first few in full); returns when all are valid. */
export function checkItems(items: readonly unknown[], validate: ValidateFunction, schema: SchemaName): void {
  const problems: ItemProblem[] = [];
  let invalidCount = 0;
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (validate(item)) continue;
    invalidCount++;
    for (const problem of describeValidationErrors(validate.errors, { schema, value: item, root: "" })) {
      if (problems.length < MAX_PROBLEMS_REPORTED)
        problems.push({ index, field: problem.path, message: problem.message });
    }
  }
  if (invalidCount > 0) throw new InvalidPublishingItemsError(problems, invalidCount);
}
