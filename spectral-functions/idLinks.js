// An operation whose success answer carries an id that another operation of the document takes
// declares an OpenAPI `link` to one of those operations, so stateful tools (Schemathesis' stateful
// phase, Arazzo exporters, verify-service) chain calls without guessing. An id is:
// - a property named like a path parameter, or a required query parameter, ending in `Id` that
//   another operation takes (`sourceId`, `queueItemId`, `SourceId`: names compare without case), at
//   the top of the answer or one level down;
// - a top-level `id` (or `items[].id`) when another operation of the same resource takes `{id}` in
//   its path (`/api/v1/Files/{id}/Info` for an answer of `/api/v1/Files/...`), or names one of the
//   resource by a parameter ending in `Id` right after it (`/api/v1/Customers/{customerId}`).
// A name the operation itself takes as a path or required parameter is the caller's own (an echo),
// unless a POST answers `id`: that is the id of what it made.
// A success answer that carries such a name without being that id says so in `x-no-links`.

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

function resourceParts(path) {
  return path.split("/").filter((part) => part !== "" && !/^api$/i.test(part) && !/^v\d+$/i.test(part));
}

/** `/api/v1/Files/{id}/Info` -> `Files`: the resource a path is about. */
function resourceOf(path) {
  return resourceParts(path)[0] ?? "";
}

/** `/api/v1/Customers/{customerId}/Orders` -> `customerId`: the parameter naming one of the resource, if any. */
function itemParameterOf(path) {
  return /^\{(.+)\}$/.exec(resourceParts(path)[1] ?? "")?.[1];
}

function operationsOf(document) {
  const list = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation?.operationId === undefined) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].filter(
        (p) => p && (p.in === "path" || (p.in === "query" && p.required === true)),
      );
      list.push({ path, method, operation, parameters });
    }
  }
  return list;
}

/** Property names of a schema, with where they sit: `top`, `nested` (one level down) or `items`. */
function propertyNames(schema, depth = 0, where = "top", seen = new Set()) {
  if (!schema || typeof schema !== "object" || seen.has(schema) || depth > 2) return [];
  seen.add(schema);
  const names = [];
  for (const key of ["allOf", "anyOf", "oneOf"])
    for (const part of schema[key] ?? []) names.push(...propertyNames(part, depth, where, seen));
  for (const [name, member] of Object.entries(schema.properties ?? {})) {
    names.push({ name, where });
    if (name === "items" && member?.items)
      names.push(...propertyNames(member.items, depth + 1, "items", seen).filter((n) => n.name === "id"));
    else if (depth === 0) names.push(...propertyNames(member, depth + 1, "nested", seen));
  }
  return names;
}

function successSchemas(operation) {
  return Object.entries(operation.responses ?? {})
    .filter(([status]) => /^2/.test(status))
    .map(([status, response]) => ({
      status,
      response,
      schema: Object.entries(response?.content ?? {}).find(([type]) => /json/.test(type))?.[1]?.schema,
    }));
}

export default function idLinks(document) {
  if (!document || typeof document !== "object" || document.paths === undefined) return [];
  const operations = operationsOf(document);
  const findings = [];
  for (const source of operations) {
    for (const { status, response, schema } of successSchemas(source.operation)) {
      if (schema === undefined || typeof response?.["x-no-links"] === "string") continue;
      const linked = new Set(Object.values(response.links ?? {}).map((link) => link?.operationId));
      const missing = new Map();
      for (const { name, where } of propertyNames(schema)) {
        // An id the caller sent is an echo, but a POST that answers `id` made a new one.
        const echo = source.parameters.some((p) => p.name.toLowerCase() === name.toLowerCase());
        if (echo && !(name === "id" && source.method === "post")) continue;
        const takers = operations.filter((target) => {
          if (target === source) return false;
          if (name.toLowerCase() === "id")
            return (
              name === "id" &&
              where !== "nested" &&
              resourceOf(target.path) === resourceOf(source.path) &&
              (target.parameters.some((p) => p.in === "path" && p.name === "id") ||
                /^(id|.+Id)$/.test(itemParameterOf(target.path) ?? ""))
            );
          return /Id$/.test(name) && target.parameters.some((p) => p.name.toLowerCase() === name.toLowerCase());
        });
        if (takers.length > 0 && !takers.some((target) => linked.has(target.operation.operationId)))
          missing.set(
            name,
            takers.map((t) => t.operation.operationId),
          );
      }
      for (const [name, takers] of missing) {
        findings.push({
          message:
            `${source.operation.operationId} answers ${status} with ${name}, ` +
            `which ${takers.slice(0, 4).join(", ")}${takers.length > 4 ? ", ..." : ""} ` +
            `${takers.length === 1 ? "takes" : "take"}: ` +
            "declare a link to one of them (or x-no-links: why it is another id)",
          path: ["paths", source.path, source.method, "responses", status],
        });
      }
    }
  }
  return findings;
}
