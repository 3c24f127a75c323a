// What a typed client needs from an operation's answers, so that no generated client types `error`
// as `never` or drops a success body:
// - `error-answer`: some 4xx answer or a `default`;
// - `unauthorized-answer`: 401 on every operation that needs credentials (its own `security`, else
//   the document's);
// - `explicit-success`: a success body under an explicit status, not only under the `2XX` range,
//   which some generators (openapi-zod-client) read as no body at all.

function hasErrorAnswer(responses) {
  return Object.keys(responses).some((status) => /^4/.test(status) || status === "default");
}

function isSecured(operation, document) {
  const requirements = operation.security ?? document?.security ?? [];
  return requirements.some((requirement) => requirement && Object.keys(requirement).length > 0);
}

function carriesBody(response) {
  return response && typeof response === "object" && Object.keys(response.content ?? {}).length > 0;
}

const checks = {
  "error-answer": (operation) =>
    hasErrorAnswer(operation.responses ?? {})
      ? []
      : [
          {
            message:
              "documents no error answer: add the 4xx answers it gives or " +
              "a default, so a typed client's error is not never",
            at: ["responses"],
          },
        ],
  "unauthorized-answer": (operation, document) =>
    !isSecured(operation, document) || (operation.responses ?? {})["401"] !== undefined
      ? []
      : [{ message: "needs a bearer token or other credentials but documents no 401 answer", at: ["responses"] }],
  "explicit-success": (operation) => {
    const responses = operation.responses ?? {};
    if (!carriesBody(responses["2XX"])) return [];
    const explicit = Object.entries(responses).some(
      ([status, response]) => /^2\d\d$/.test(status) && carriesBody(response),
    );
    return explicit
      ? []
      : [
          {
            message:
              "carries its success body only under 2XX: give the explicit " +
              "status (200, 201, ...) and record an assumed one",
            at: ["responses", "2XX"],
          },
        ];
  },
};

export default function responseCoverage(operation, options, context) {
  if (!operation || typeof operation !== "object") return [];
  const check = checks[options?.check];
  if (!check)
    throw new Error(
      `responseCoverage: unknown check ${JSON.stringify(options?.check)}; one of ${Object.keys(checks).join(", ")}`,
    );
  const [, path, method] = context.path;
  return check(operation, context.document?.data).map(({ message, at }) => ({
    message: `${String(method).toUpperCase()} ${path} ${message}`,
    path: [...context.path, ...at],
  }));
}
