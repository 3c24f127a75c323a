// Paging is `offset` (default 0) and `limit` (default 100) unless the reference says otherwise; where
// it states no default the parameter records the gap with x-not-shown instead.

const DEFAULTS = { offset: 0, limit: 100 };

export default function pagingDefaults(parameter) {
  if (!parameter || typeof parameter !== "object" || parameter.in !== "query" || typeof parameter.name !== "string") {
    return [];
  }
  const expected = DEFAULTS[parameter.name.toLowerCase()];
  if (expected === undefined) return [];
  const actual = parameter.schema?.default;
  if (actual === expected) return [];
  if (actual === undefined && typeof parameter["x-not-shown"] === "string") return [];
  return [
    {
      message:
        actual === undefined
          ? `${parameter.name} has no default: give default ${expected}, or ` +
            `record with x-not-shown that the reference states none`
          : `${parameter.name} defaults to ${JSON.stringify(actual)}; the platform's default is ${expected}`,
    },
  ];
}
