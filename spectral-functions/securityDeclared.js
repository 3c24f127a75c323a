// Every operation says what security it needs: its own `security`, or the document's root
// `security`, which OpenAPI applies to every operation that declares none. Only an operation with
// neither is reported; an anonymous one says so with `security: []`.

export default function securityDeclared(operation, _options, context) {
  if (!operation || typeof operation !== "object" || operation.security !== undefined) return [];
  if (context.document?.data?.security !== undefined) return [];
  const [, path, method] = context.path;
  return [
    {
      message:
        `${String(method).toUpperCase()} ${path} declares no security: give it security, or the document ` +
        `a root security that applies to every operation (security: [] where a call is anonymous)`,
      path: [...context.path],
    },
  ];
}
