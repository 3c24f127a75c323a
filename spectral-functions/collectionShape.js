// A collection must be `{ totalCount, items[] }`: checks every 2xx JSON answer of an operation that
// pages (offset/limit) or whose answer has a totalCount. Schemas composed with allOf are merged; an
// answer that is one of several forms (anyOf/oneOf, such as the PascalCase or camelCase page of a
// query) is checked form by form. A
// paging answer may also hold its collection in a property (`{ sourceId, statuses: { totalCount,
// items } }`); an operation that takes offset/limit but answers one record says why with
// `x-paging-ignored`.

function propertiesOf(schema, seen = new Set()) {
  const merged = { properties: {}, required: new Set() };
  if (!schema || typeof schema !== "object" || seen.has(schema)) return merged;
  seen.add(schema);
  Object.assign(merged.properties, schema.properties ?? {});
  for (const name of schema.required ?? []) merged.required.add(name);
  for (const part of schema.allOf ?? []) {
    const inner = propertiesOf(part, seen);
    for (const [name, value] of Object.entries(inner.properties)) {
      merged.properties[name] = { ...(merged.properties[name] ?? {}), ...value };
    }
    for (const name of inner.required) merged.required.add(name);
  }
  return merged;
}

function collectionProblems(schema) {
  const { properties, required } = propertiesOf(schema);
  const problems = [];
  const totalCountType = properties.totalCount?.type;
  if (!required.has("totalCount") || (totalCountType !== undefined && totalCountType !== "integer")) {
    problems.push("a collection has a required integer totalCount");
  }
  if (!required.has("items") || properties.items?.type !== "array")
    problems.push("a collection has a required items array");
  return problems;
}

function holdsCollection(schema) {
  const { properties } = propertiesOf(schema);
  return Object.values(properties).some(
    (property) => "totalCount" in propertiesOf(property).properties && collectionProblems(property).length === 0,
  );
}

function pages(operation) {
  if (typeof operation["x-paging-ignored"] === "string" && operation["x-paging-ignored"].trim() !== "") return false;
  return (operation.parameters ?? []).some((p) => p && p.in === "query" && /^offset$/i.test(p.name));
}

export default function collectionShape(operation, _options, context) {
  if (!operation || typeof operation !== "object") return [];
  const results = [];
  const paging = pages(operation);
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!status.startsWith("2")) continue;
    for (const [mediaType, media] of Object.entries(response?.content ?? {})) {
      if (!mediaType.includes("json") || !media?.schema) continue;
      const path = [...context.path, "responses", status, "content", mediaType, "schema"];
      const forms = media.schema.anyOf ?? media.schema.oneOf ?? [media.schema];
      for (const schema of forms) {
        const isCollection = "totalCount" in propertiesOf(schema).properties;
        if (!isCollection && !(paging && !holdsCollection(schema))) continue;
        for (const message of collectionProblems(schema)) results.push({ message, path });
      }
    }
  }
  return results;
}
