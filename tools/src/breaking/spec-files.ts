// What `breaking` compares: one spec file, or a folder of them matched by file name. Every file is
// read and recognised before anything is compared, so bad input stops the command naming the file
// and the problem instead of being skipped.
import { readdirSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { parse } from "yaml";
import { readInputFile } from "../input-file.js";

/** A spec that cannot be compared: a missing file, a file that is not a spec, two kinds in one pair. */
export class SpecInputError extends Error {
  override readonly name = "SpecInputError";
}

export type SpecKind = "OpenAPI" | "AsyncAPI";

export interface SpecFile {
  /** The path as given (or the folder's path joined with the file name). */
  readonly path: string;
  readonly kind: SpecKind;
  readonly document: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- specs are open JSON
}

/** A base file and its revision; one of them is missing when a folder lost or gained a spec. */
export interface SpecPair {
  readonly name: string;
  readonly base?: SpecFile;
  readonly revision?: SpecFile;
}

const SPEC_EXTENSIONS = new Set([".json", ".yaml", ".yml"]);

/** The first `$ref` that points outside the document, with its JSON path. */
function externalRef(node: unknown, path: string): { ref: string; path: string } | undefined {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) {
      const found = externalRef(item, `${path}[${index}]`);
      if (found) return found;
    }
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && !value.startsWith("#")) return { ref: value, path };
      const found = externalRef(value, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** Reads and recognises one spec file (JSON or YAML, OpenAPI or AsyncAPI). */
export function readSpecFile(path: string): SpecFile {
  let text: string;
  try {
    text = readInputFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SpecInputError(`${path}: ${code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
  let document: unknown;
  try {
    document = extname(path) === ".json" ? JSON.parse(text) : parse(text);
  } catch (error) {
    throw new SpecInputError(`${path}: not JSON or YAML (${(error as Error).message.split("\n")[0]})`);
  }
  const top =
    document !== null && typeof document === "object" && !Array.isArray(document)
      ? (document as Record<string, unknown>)
      : {};
  const kind: SpecKind | undefined =
    typeof top.openapi === "string" ? "OpenAPI" : typeof top.asyncapi === "string" ? "AsyncAPI" : undefined;
  if (kind === undefined)
    throw new SpecInputError(`${path}: not an OpenAPI or AsyncAPI spec (no top-level "openapi" or "asyncapi" version)`);
  if (kind === "AsyncAPI") {
    // The event comparison follows only references inside the document; an outside one would be compared as an empty
    // schema.
    const outside = externalRef(document, "$");
    if (outside)
      throw new SpecInputError(
        `${path}: $ref ${JSON.stringify(outside.ref)} at ${outside.path} ` +
          `points outside the file; compare bundled AsyncAPI files`,
      );
  }
  return { path, kind, document };
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    throw new SpecInputError(`${path}: no such file or folder`);
  }
}

function specNames(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && SPEC_EXTENSIONS.has(extname(entry.name)))
    .map((entry) => entry.name)
    .sort();
}

function checkKinds(pair: SpecPair): SpecPair {
  if (pair.base && pair.revision && pair.base.kind !== pair.revision.kind) {
    throw new SpecInputError(
      `${pair.revision.path}: is ${pair.revision.kind} ` +
        `but ${pair.base.path} is ${pair.base.kind}; compare two specs of ` +
        `the same kind`,
    );
  }
  return pair;
}

/**
 * The pairs to compare: two files, or every spec file (`.json`, `.yaml`, `.yml`) of two folders
 * matched by file name. Both arguments must be files or both folders.
 */
export function specPairs(base: string, revision: string): SpecPair[] {
  const baseIsFolder = isFolder(base);
  const revisionIsFolder = isFolder(revision);
  if (baseIsFolder !== revisionIsFolder) {
    throw new SpecInputError(
      `${baseIsFolder ? base : revision} is a folder ` +
        `but ${baseIsFolder ? revision : base} is a file; give two files or ` +
        `two folders`,
    );
  }
  if (!baseIsFolder)
    return [checkKinds({ name: basename(revision), base: readSpecFile(base), revision: readSpecFile(revision) })];
  const before = specNames(base);
  const after = specNames(revision);
  return [...new Set([...before, ...after])].sort().map((name) =>
    checkKinds({
      name,
      base: before.includes(name) ? readSpecFile(join(base, name)) : undefined,
      revision: after.includes(name) ? readSpecFile(join(revision, name)) : undefined,
    }),
  );
}
