// The gaps the independent tools (Schemathesis, Prism's validating proxy) found between the specs
// and the sandbox, closed in the specs: what the sandbox refuses, the spec now says.
import { describe, expect, it } from "vitest";
import { validators } from "../../src/validators/index.js";
import { loadBundledSpecs } from "../support/openapi.js";

describe("a webhook address is an absolute http or https URI (webhookUrl, consumerWebhookUrl)", () => {
  const forms = [
    [
      "BusinessIntegrationSettingsUpdate",
      (url: unknown) => validators.BusinessIntegrationSettingsUpdate({ webhookUrl: url }),
    ],
    ["SourceDefinition", (url: unknown) => validators.SourceDefinition({ consumerWebhookUrl: url })],
    [
      "DataSourceIntegrationSettings",
      (url: unknown) => validators.DataSourceIntegrationSettings({ consumerWebhookUrl: url }),
    ],
  ] as const;

  it.each(forms)("%s takes an https or http address", (_name, valid) => {
    expect(valid("https://erp.acme.example/hooks/platform")).toBe(true);
    expect(valid("http://127.0.0.1:8080/hooks")).toBe(true);
  });

  it.each(forms)("%s refuses text that is no URL, a relative path and another scheme", (_name, valid) => {
    expect(valid("not a url")).toBe(false);
    expect(valid("/hooks/platform")).toBe(false);
    expect(valid("ftp://erp.acme.example/hooks")).toBe(false);
    expect(valid("mailto:ops@acme.example")).toBe(false);
  });

  it.each(forms)("%s refuses an address without a host, as the sandbox does", (_name, valid) => {
    for (const address of ["https://", "HTTPS://", "https://?x", "https://:80", "http:///hooks", "https://#x"])
      expect({ address, valid: valid(address) }).toEqual({ address, valid: false });
    expect(valid("https://[::1]:8443/hooks")).toBe(true);
  });

  it.each(forms)("%s keeps null (no change) and the empty string (clears)", (_name, valid) => {
    expect(valid(null)).toBe(true);
    expect(valid("")).toBe(true);
  });
});

describe("SupportedFeaturesPatch upsert names each feature by a non-empty featureCode", () => {
  it("refuses an upsert item without featureCode or with an empty one", () => {
    expect(validators.SupportedFeaturesPatch({ upsert: [{ featureUsage: "Input" }] })).toBe(false);
    expect(validators.SupportedFeaturesPatch({ upsert: [{ featureCode: "", featureUsage: "Input" }] })).toBe(false);
    expect(validators.SupportedFeaturesPatch({ upsert: [{ featureCode: "CustomerMasterData" }] })).toBe(true);
  });
});

describe("every bundled spec says its license: the packages are UNLICENSED, which no SPDX identifier names", () => {
  it.each([...loadBundledSpecs("openapi"), ...loadBundledSpecs("asyncapi")].map((spec) => [spec.name, spec] as const))(
    "%s: info.license is Proprietary, without an identifier",
    (_name, { document }) => {
      const license = (document["info"] as { license?: { name?: string; identifier?: string } }).license;
      expect(license?.name).toMatch(/^Proprietary /);
      expect(license?.identifier).toBeUndefined();
    },
  );
});

describe("the file content answer gives its content-type by its content, not as a header OpenAPI 3.1 ignores", () => {
  it("FileContent has no content-type header, and its description says where the media type is", () => {
    const spec = loadBundledSpecs("openapi").find((bundled) => bundled.name === "file-content")!;
    const response = (spec.document["components"] as { responses: Record<string, Record<string, unknown>> }).responses[
      "FileContent"
    ]!;
    expect(Object.keys(response["headers"] as object)).toEqual([
      "content-disposition",
      "content-length",
      "etag",
      "last-modified",
    ]);
    expect(response["description"]).toContain("its `content-type` header is the media type of the file");
  });
});
