// Where the platform is: every address and credential comes from the environment, with the
// defaults of `npx integration-contracts sandbox` (base port 4010, the default seed).
function setting(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === "" ? fallback : value;
}

export const environment = {
  /** {idp_url}: the issuer; discovery, JWKS and tokens. */
  idpUrl: setting("IDP_URL", "http://127.0.0.1:4012"),
  /** {base_url}: the data integration service. */
  dataUrl: setting("DATA_URL", "http://127.0.0.1:4010"),
  /** {content_url}: the file content service. */
  filesUrl: setting("FILES_URL", "http://127.0.0.1:4013"),
  clientId: setting("CLIENT_ID", "sandbox-client"),
  clientSecret: setting("CLIENT_SECRET", "sandbox-secret"),
  tenantId: setting("TENANT_ID", "4f1c2a9e-6b1d-4c57-9a5e-3f0d2c8b7a61"),
};
