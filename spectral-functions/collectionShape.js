// A collection must be `{ totalCount, items[] }`: checks every 2xx JSON answer of an operation that
// pages (offset/limit) or whose answer has a totalCount. Schemas composed with allOf are merged.

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

function pages(operation) {
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
      const { properties, required } = propertiesOf(media.schema);
      if (!paging && !("totalCount" in properties)) continue;
      const path = [...context.path, "responses", status, "content", mediaType, "schema"];
      const totalCountType = properties.totalCount?.type;
      if (!required.has("totalCount") || (totalCountType !== undefined && totalCountType !== "integer")) {
        results.push({ message: "a collection has a required integer totalCount", path });
      }
      const itemsType = properties.items?.type;
      if (!required.has("items") || itemsType !== "array") {
        results.push({ message: "a collection has a required items array", path });
      }
    }
  }
  return results;
}
