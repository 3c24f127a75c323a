// The sandbox's only route table: the operations of the bundled specs. A request is matched by
// method and path template; literal segments win over parameters, as OpenAPI 3.1 says ("when
// matching URLs, concrete (non-templated) paths would be matched before their templated
// counterparts").
import { readFileSync } from "node:fs";

export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- spec documents are open JSON

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** An HTTP method as OpenAPI path items name it. */
export type Method = (typeof METHODS)[number];

/** One operation of a bundled OpenAPI spec, with its parameters resolved. */
export interface SpecOperation {
  /** The spec's name, for example `data-integration`. */
  readonly spec: string;
  readonly document: Json;
  readonly method: Method;
  /** The path template, for example `/api/v1/DataAgents/{id}`. */
  readonly path: string;
  readonly operationId: string;
  readonly operation: Json;
  /** Path-item and operation parameters, the operation's winning on the same `in` and `name`. */
  readonly parameters: readonly Json[];
  /** JSON pointer of the operation in its document (for validators compiled from it). */
  readonly pointer: string;
}

/** A request matched to its operation, with the path parameters as they came (decoded). */
export interface MatchedOperation {
  readonly operation: SpecOperation;
  readonly pathParameters: Readonly<Record<string, string>>;
}

interface Route {
  readonly operation: SpecOperation;
  readonly segments: readonly (string | { name: string })[];
}

export interface OperationIndex {
  /** Every operation, in document order. */
  readonly operations: readonly SpecOperation[];
  /** The operation a method and path (without query) name, or `undefined`; `allowed` lists the methods the path has. */
  match(method: string, pathname: string): MatchedOperation | { allowed: string[] } | undefined;
  byId(operationId: string): SpecOperation | undefined;
}

/** Follows local `$ref`s (`#/components/...`) until a value that is not a reference. */
export function deref(document: Json, node: Json): Json {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === "string"; hops++) {
    if (hops > 20 || !current.$ref.startsWith("#/")) throw new Error(`cannot follow ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split("/")
      .map((part: string) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((value: Json, key: string) => value?.[key], document);
    if (current === undefined) throw new Error(`dangling reference ${node.$ref}`);
  }
  return current;
}

const escapePointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

export function loadSpecDocument(specFile: string): Json {
  return JSON.parse(readFileSync(specFile, "utf8"));
}

/** The operations of one bundled document. */
export function listSpecOperations(spec: string, document: Json): SpecOperation[] {
  return Object.entries<Json>(document.paths ?? {}).flatMap(([path, pathItem]) =>
    METHODS.filter((method) => pathItem[method] !== undefined).map((method) => {
      const operation = pathItem[method];
      const byKey = new Map<string, Json>();
      for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
        const parameter = deref(document, p);
        byKey.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      return {
        spec,
        document,
        method,
        path,
        operationId: operation.operationId as string,
        operation,
        parameters: [...byKey.values()],
        pointer: `#/paths/${escapePointer(path)}/${method}`,
      };
    }),
  );
}

function splitPath(pathname: string): string[] {
  return pathname.split("/").slice(1);
}

/** A router over `operations`; literal segments are tried before parameters, segment by segment. */
export function indexOperations(operations: readonly SpecOperation[]): OperationIndex {
  const routes: Route[] = operations.map((operation) => ({
    operation,
    segments: splitPath(operation.path).map((segment) => {
      const parameter = /^\{([^}]+)\}$/.exec(segment);
      return parameter ? { name: parameter[1]! } : segment;
    }),
  }));
  // Most literal first: compare segment by segment, a literal before a parameter.
  routes.sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const la = typeof a.segments[i] === "string";
      const lb = typeof b.segments[i] === "string";
      if (la !== lb) return la ? -1 : 1;
    }
    return 0;
  });
  const ids = new Map(operations.map((op) => [op.operationId, op]));
  // A path without parameters is found by its text: concrete paths match before templated ones.
  // Keyed by path, then method: a key joined from both was a new string to hash on every request.
  const literal = new Map<string, Map<string, SpecOperation>>();
  for (const { operation } of routes) {
    if (operation.path.includes("{")) continue;
    let methods = literal.get(operation.path);
    if (methods === undefined) literal.set(operation.path, (methods = new Map()));
    methods.set(operation.method, operation);
  }
  const NO_PARAMETERS: Readonly<Record<string, string>> = Object.freeze({});

  return {
    operations,
    byId: (operationId) => ids.get(operationId),
    match(method, pathname) {
      const wanted = method.toLowerCase();
      const concrete = literal.get(pathname)?.get(wanted);
      if (concrete !== undefined) return { operation: concrete, pathParameters: NO_PARAMETERS };
      const parts = splitPath(pathname);
      const allowed: string[] = [];
      for (const route of routes) {
        if (route.segments.length !== parts.length) continue;
        let pathParameters: Record<string, string> | undefined;
        let matches = true;
        for (let i = 0; i < parts.length && matches; i++) {
          const segment = route.segments[i]!;
          if (typeof segment === "string") matches = segment === parts[i];
          else {
            let value: string;
            try {
              value = decodeURIComponent(parts[i]!);
            } catch {
              value = parts[i]!;
            }
            matches = value !== "";
            (pathParameters ??= {})[segment.name] = value;
          }
        }
        if (!matches) continue;
        if (route.operation.method === wanted)
          return { operation: route.operation, pathParameters: pathParameters ?? NO_PARAMETERS };
        if (allowed.length === 0 || !allowed.includes(route.operation.method.toUpperCase()))
          allowed.push(route.operation.method.toUpperCase());
      }
      return allowed.length > 0 ? { allowed } : undefined;
    },
  };
}
