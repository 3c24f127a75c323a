// What V1 and V2 publishing share: the chunk size and the check of every item before anything is sent.
import type { ValidateFunction } from "ajv";
import { InvalidPublishingItemsError, type ItemProblem } from "./errors.js";

/** The reference's recommendation: "about 500 records per request". */
export const MAX_RECORDS_PER_REQUEST = 500;
const MAX_PROBLEMS_REPORTED = 20;

export function chunkSizeOf(value: number | undefined): number {
  const size = value ?? MAX_RECORDS_PER_REQUEST;
  if (!Number.isInteger(size) || size < 1 || size > MAX_RECORDS_PER_REQUEST) {
    throw new RangeError(`chunkSize must be a whole number from 1 to ${MAX_RECORDS_PER_REQUEST} (found ${value})`);
  }
  return size;
}

/** Throws InvalidPublishingItemsError naming every invalid item (the first few in full); returns when all are valid. */
export function checkItems(items: readonly unknown[], validate: Pick<ValidateFunction, "errors"> & ((value: unknown) => boolean)): void {
  const problems: ItemProblem[] = [];
  let invalidCount = 0;
  for (let index = 0; index < items.length; index++) {
    if (validate(items[index])) continue;
    invalidCount++;
    if (problems.length < MAX_PROBLEMS_REPORTED) {
      const [first] = validate.errors ?? [];
      const missing = first?.keyword === "required" ? `/${String((first.params as { missingProperty: string }).missingProperty)}` : "";
      problems.push({ index, field: `${first?.instancePath ?? ""}${missing}`, message: first?.message ?? "is invalid" });
    }
  }
  if (invalidCount > 0) throw new InvalidPublishingItemsError(problems, invalidCount);
}
