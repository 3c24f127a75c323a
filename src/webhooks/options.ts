import { WebhookConfigError } from "./errors.js";

/** A finite positive option, or its default when absent; anything else is a configuration error. */
export function positiveNumber(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new WebhookConfigError(`${name} must be a positive number`);
  }
  return value;
}

/** A finite option that may be zero, or its default when absent. */
export function nonNegativeNumber(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new WebhookConfigError(`${name} must be zero or a positive number`);
  }
  return value;
}
