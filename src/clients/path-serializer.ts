import { defaultPathSerializer, type PathSerializer } from "openapi-fetch";

/** openapi-fetch's pattern of a path parameter, `{name}` with an optional style marker. */
const PATH_PARAMETER = /\{[^{}]+\}/g;

/** Templates a client keeps; its spec has fewer paths, and an unexpected flood stays bounded. */
const MAX_TEMPLATES = 1000;

/** A path template split at its parameters: `texts[i]` comes before `names[i]`, and one more text ends it. */
interface Template {
  readonly texts: readonly string[];
  readonly names: readonly string[];
}

/** The template of a path whose parameters are all plain `{name}`; `null` when one has a style (`.`, `;`, `*`). */
function compile(pathname: string): Template | null {
  const names = (pathname.match(PATH_PARAMETER) ?? []).map((match) => match.slice(1, -1));
  if (names.some((name) => name.startsWith(".") || name.startsWith(";") || name.endsWith("*"))) return null;
  return { texts: pathname.split(PATH_PARAMETER), names };
}

/**
 * openapi-fetch's `defaultPathSerializer`, with its common case done without its regular
 * expression and string replacements per call: each template is split once, and a plain `{name}`
 * whose value is a string, number or boolean becomes `encodeURIComponent(value)`, as there.
 * Everything else (label, matrix and explode styles, arrays, objects, a missing value) is left to
 * openapi-fetch's own serializer, so the result is always the same as openapi-fetch's. (Its
 * `String.prototype.replace` would read `$&` in a value as a pattern, but `encodeURIComponent`
 * leaves no `$`.)
 */
export function createPathSerializer(): PathSerializer {
  const templates = new Map<string, Template | null>();

  function templateOf(pathname: string): Template | null {
    let template = templates.get(pathname);
    if (template === undefined) {
      template = compile(pathname);
      if (templates.size < MAX_TEMPLATES) templates.set(pathname, template);
    }
    return template;
  }

  return function pathSerializer(pathname, pathParams) {
    const template = templateOf(pathname);
    if (template === null) return defaultPathSerializer(pathname, pathParams);
    const { texts, names } = template;
    let url = texts[0]!;
    for (let i = 0; i < names.length; i++) {
      const value = pathParams[names[i]!];
      if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
        return defaultPathSerializer(pathname, pathParams);
      }
      url += encodeURIComponent(value) + texts[i + 1]!;
    }
    return url;
  };
}
