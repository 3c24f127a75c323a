// The gaps the independent tools (Schemathesis, Prism's validating proxy) found between the specs
// and the sandbox, closed in the specs: what the sandbox refuses, the spec now says.
import { describe, expect, it } from "vitest";
import { validators } from "../../src/validators/index.js";

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
