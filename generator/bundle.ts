import { readFileSync } from "node:fs";
import { basename, dirname, extname, relative, resolve, sep } from "node:path";
import { parse } from "yaml";
import { SpecError } from "./spec-error.js";

/** Where a referenced file lands in the bundled document, decided by the folder it lives in. */
const COMPONENT_FOLDERS = {
  schemas: "schemas",
  parameters: "parameters",
  responses: "responses",
} as const;
type ComponentKind = (typeof COMPONENT_FOLDERS)[keyof typeof COMPONENT_FOLDERS];

export interface BundledSpec {
  /** The spec file, relative to the specs root (for example `openapi/identity-provider.yaml`). */
  readonly source: string;
  /** The spec's name: its file name without extension. */
  readonly name: string;
  readonly kind: "openapi" | "asyncapi";
  readonly document: Record<string, unknown>;
  /** Schema title -> schema file (relative to the specs root) for every schema the spec pulls in. */
  readonly schemaFiles: ReadonlyMap<string, string>;
}

const yamlCache = new Map<string, unknown>();

export function loadYaml(file: string): unknown {
  let value = yamlCache.get(file);
  if (value === undefined) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      throw new SpecError(file, "", `cannot be read (${(error as Error).message})`);
    }
    try {
      value = parse(text, { prettyErrors: true, uniqueKeys: true });
    } catch (error) {
      throw new SpecError(file, "", `is not valid YAML: ${(error as Error).message}`);
    }
    yamlCache.set(file, value);
  }
  return value;
}

/** Forget parsed files, so that a long-lived process (a watcher, a test) sees edits. */
export function clearYamlCache(): void {
  yamlCache.clear();
}

function componentKindOf(specsRoot: string, file: string): ComponentKind | undefined {
  const [folder] = relative(specsRoot, file).split(sep);
  return folder !== undefined && folder in COMPONENT_FOLDERS
    ? COMPONENT_FOLDERS[folder as keyof typeof COMPONENT_FOLDERS]
    : undefined;
}

/**
 * Bundles one handwritten spec into a single document: every file `$ref` becomes a
 * `#/components/<kind>/<name>` reference and the file's content is placed there once. Schemas are
 * named by their `title` (which must equal the file name, so that a name leads to its file),
 * parameters and responses by their file name.
 */
export function bundleSpec(specsRoot: string, specFile: string, version?: string): BundledSpec {
  const root = loadYaml(specFile);
  const source = relative(specsRoot, specFile);
  if (!isObject(root)) throw new SpecError(specFile, "", "is not a YAML mapping");
  const kind = "openapi" in root ? "openapi" : "asyncapi" in root ? "asyncapi" : undefined;
  if (kind === undefined) throw new SpecError(specFile, "", "has neither an `openapi` nor an `asyncapi` version field");

  const components: Record<ComponentKind, Record<string, unknown>> = { schemas: {}, parameters: {}, responses: {} };
  const origin = new Map<string, string>();
  const schemaFiles = new Map<string, string>();

  const visit = (node: unknown, file: string, path: string): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => visit(item, file, `${path}[${index}]`));
    if (!isObject(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      out[key] = key === "$ref" ? rewriteRef(value, file, `${path}.$ref`) : visit(value, file, `${path}.${key}`);
    }
    return out;
  };

  const rewriteRef = (ref: unknown, file: string, path: string): unknown => {
    if (typeof ref !== "string") throw new SpecError(file, path, "must be a string");
    if (ref.startsWith("#")) {
      if (file !== specFile) {
        throw new SpecError(
          file,
          path,
          `local reference ${ref} in a shared file: refer to other files by relative path instead`,
        );
      }
      return ref;
    }
    if (ref.includes("#"))
      throw new SpecError(file, path, `reference ${ref} points into a file; refer to a whole file instead`);
    const target = resolve(dirname(file), ref);
    const kind = componentKindOf(specsRoot, target);
    if (kind === undefined) {
      throw new SpecError(file, path, `reference ${ref} leaves specs/schemas, specs/parameters and specs/responses`);
    }
    const content = loadYaml(target);
    if (!isObject(content)) throw new SpecError(target, "", "is not a YAML mapping");
    const fileName = basename(target, extname(target));
    const name = fileName;
    if (kind === "schemas") {
      if (content.title !== fileName) {
        throw new SpecError(
          target,
          "$.title",
          `must equal the file name "${fileName}" (found ${JSON.stringify(content.title)})`,
        );
      }
      schemaFiles.set(fileName, relative(specsRoot, target));
    }
    const seen = origin.get(`${kind}/${name}`);
    if (seen === undefined) {
      origin.set(`${kind}/${name}`, target);
      components[kind][name] = null;
      components[kind][name] = visit(content, target, "$");
    } else if (seen !== target) {
      throw new SpecError(target, "$", `its ${kind} name "${name}" is already used by ${relative(specsRoot, seen)}`);
    }
    return `#/components/${kind}/${name}`;
  };

  const document = visit(root, specFile, "$") as Record<string, unknown>;
  const own = isObject(document.components) ? document.components : {};
  const merged: Record<string, unknown> = { ...own };
  for (const kindName of Object.values(COMPONENT_FOLDERS)) {
    const ownKind = isObject(own[kindName]) ? own[kindName] : {};
    for (const name of Object.keys(ownKind)) {
      if (name in components[kindName]) {
        throw new SpecError(
          specFile,
          `$.components.${kindName}.${name}`,
          `collides with the shared file of the same name`,
        );
      }
    }
    const all = { ...ownKind, ...components[kindName] };
    if (Object.keys(all).length > 0) merged[kindName] = sortKeys(all);
  }
  document.components = sortKeys(merged);
  if (version !== undefined && isObject(document.info)) document.info = { ...document.info, version };
  return { source, name: basename(specFile, extname(specFile)), kind, document, schemaFiles };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sortKeys(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
