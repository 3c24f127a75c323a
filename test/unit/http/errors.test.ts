import { describe, expect, it } from "vitest";
import { describeUrl } from "../../../src/http/index.js";

describe("errors name a request's address without what may carry secrets", () => {
  it("origin and path only: no query, fragment or user:password", () => {
    expect(describeUrl("https://user:pw@api.example.com/api/v1/Data?sig=secret#x")).toBe(
      "https://api.example.com/api/v1/Data",
    );
  });

  it("an address that cannot be parsed is named as given up to its query, and said to be invalid", () => {
    expect(describeUrl("api.example.com/things?token=secret")).toBe("api.example.com/things (not a valid address)");
    expect(describeUrl("api.example.com/things#token=secret")).toBe("api.example.com/things (not a valid address)");
  });

  it("an address without an origin is named by its scheme alone", () => {
    expect(describeUrl("user:secret@api.example.com/things")).toBe("a user: address");
    expect(describeUrl("data:text/plain,secret")).toBe("a data: address");
  });
});
