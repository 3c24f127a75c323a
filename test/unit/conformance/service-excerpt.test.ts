import { describe, expect, it } from "vitest";
import { aString, answeredFields, excerpt, fieldProblems } from "../../../tools/src/conformance/service/excerpt.js";
import { describeAnswer } from "../../../tools/src/conformance/service/recorder.js";
import { createRedactor } from "../../../tools/src/conformance/service/redactor.js";

const ORDER = {
  id: "5b7e2c1a-3f4d-4e8a-9b0c-1d2e3f4a5b6c",
  orderNumber: "ORD-1",
  vendor: { code: "12345678|CZ" },
  currentStatusInfo: { systemStatus: null },
};
const EXPECTED = { id: ORDER.id, orderNumber: aString, "vendor.code": aString, "currentStatusInfo.systemStatus": null };

describe("a check that finds a field missing or wrong names it by JSON path", () => {
  it("names the dropped field and nothing else", () => {
    const { orderNumber: _dropped, ...withoutNumber } = ORDER;
    expect(fieldProblems(withoutNumber, EXPECTED)).toEqual(["$.orderNumber missing"]);
  });

  it("names a nested field that is missing and one that holds another value, with what was expected", () => {
    const broken = { ...ORDER, vendor: {}, currentStatusInfo: { systemStatus: "Validation" } };
    expect(fieldProblems(broken, EXPECTED)).toEqual([
      "$.vendor.code missing",
      '$.currentStatusInfo.systemStatus is "Validation", expected null',
    ]);
  });

  it("says the status when the answer is no 200, and nothing when every field is as expected", () => {
    expect(answeredFields(200, ORDER, EXPECTED)).toBeUndefined();
    expect(answeredFields(200, { ...ORDER, orderNumber: 7 }, EXPECTED)).toBe(
      "answered 200 with $.orderNumber is 7, expected a string",
    );
    expect(answeredFields(404, { title: "Not Found" }, EXPECTED)).toBe('answered 404 {"title":"Not Found"}');
  });
});

describe("a long answer is shown cut between JSON tokens, saying how much was cut", () => {
  const ids = Array.from({ length: 30 }, (_, n) => `5b7e2c1a-3f4d-4e8a-9b0c-${String(n).padStart(12, "0")}`);
  const text = JSON.stringify(ids.map((id) => ({ id })));

  it("never ends inside an id, and counts the characters left out", () => {
    const shown = excerpt(text, 400);
    const [start, note] = shown.split("... ");
    expect(start!.length).toBeLessThanOrEqual(400);
    expect(start).toMatch(/[,:{[]$|"$/);
    // Whole strings only: every quote opened is closed.
    expect(start!.split('"').length % 2).toBe(1);
    expect(note).toBe(`(${text.length - start!.length} of ${text.length} characters cut)`);
  });

  it("shows a short text whole", () => {
    expect(excerpt('{"id":"a"}', 400)).toBe('{"id":"a"}');
  });

  it("the report's answer line keeps whole ids", () => {
    const line = describeAnswer({
      status: 200,
      responseHeaders: new Headers({ "content-type": "application/json" }),
      responseBody: new TextEncoder().encode(text),
    });
    const body = line.slice("200 application/json ".length, line.indexOf("... "));
    expect(body).toMatch(/[,:{[]$|"$/);
    expect(body.split('"').length % 2).toBe(1);
    expect(line).toMatch(new RegExp(`\\.\\.\\. \\(\\d+ of ${text.length} characters cut\\)$`));
  });
});

describe("the redactor hides the run's secrets and secret members, even at the cut end of an excerpt", () => {
  const token = "tok-0123456789abcdef0123456789abcdef";

  it("replaces a known secret, its URL-encoded form and a secret member's value", () => {
    const redactor = createRedactor(["kit secret/1"]);
    redactor.add(token);
    expect(
      redactor.redact(`Bearer ${token} secret=kit%20secret%2F1 kit secret/1 {"clientSecret":"another-one","a":1}`),
    ).toBe('Bearer [redacted] secret=[redacted] [redacted] {"clientSecret":"[redacted]","a":1}');
  });

  it("hides the start of a secret an excerpt cut off", () => {
    const redactor = createRedactor([token]);
    expect(redactor.redact(`{"echo":"Bearer ${token.slice(0, 20)}... (80 of 200 characters cut)`)).toBe(
      '{"echo":"Bearer [redacted]... (80 of 200 characters cut)',
    );
  });
});
