// The patch rule Transformations and SupportedFeatures share: "`upsert` inserts or updates
// definitions by [code]. `remove` lists [codes] to remove unless preserved by upsert. `removeAll`
// removes all except those preserved by upsert."

/** A PATCH-style body: null, like a missing member, means no change. */
export interface CodePatch<T> {
  readonly upsert?: readonly T[] | null | undefined;
  readonly remove?: readonly string[] | null | undefined;
  readonly removeAll?: boolean | null | undefined;
}

/**
 * Applies a patch to `entries` keyed by `codeOf`; `undefined`, or the refusal naming the upsert
 * item without a code (`field` is its member name).
 */
export function applyCodePatch<T, V>(
  entries: Map<string, V>,
  patch: CodePatch<T>,
  field: string,
  codeOf: (item: T) => string | undefined,
  make: (item: T, code: string) => V,
): string | undefined {
  const upsert = patch.upsert ?? [];
  const codes = upsert.map(codeOf);
  const missing = codes.findIndex((code) => code === undefined || code === "");
  if (missing >= 0) return `body $.upsert[${missing}].${field} is required: upsert works by ${field}`;
  const preserved = new Set(codes as string[]);
  for (const code of patch.removeAll === true ? [...entries.keys()] : (patch.remove ?? []))
    if (!preserved.has(code)) entries.delete(code);
  upsert.forEach((item, i) => entries.set(codes[i]!, make(item, codes[i]!)));
  return undefined;
}
