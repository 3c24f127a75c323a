// generated from specs/schemas; do not edit
import type { ErrorObject } from "ajv";
/** A validator made by ajv: true when the data is valid; otherwise `errors` says why. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
/** The name (title) of every schema under specs/schemas. */
export type SchemaName = "DiscoveryDocument" | "JsonWebKey" | "JsonWebKeySet" | "Organization" | "OrganizationCode" | "OrganizationIdentification" | "PagedCollection" | "Tenant" | "TenantCollection" | "TenantIdentifier" | "TokenRequest" | "TokenResponse";
export declare const DiscoveryDocument: ValidateFunction;
export declare const JsonWebKey: ValidateFunction;
export declare const JsonWebKeySet: ValidateFunction;
export declare const Organization: ValidateFunction;
export declare const OrganizationCode: ValidateFunction;
export declare const OrganizationIdentification: ValidateFunction;
export declare const PagedCollection: ValidateFunction;
export declare const Tenant: ValidateFunction;
export declare const TenantCollection: ValidateFunction;
export declare const TenantIdentifier: ValidateFunction;
export declare const TokenRequest: ValidateFunction;
export declare const TokenResponse: ValidateFunction;
/** One validator per schema, by name. */
export declare const validators: { readonly [K in SchemaName]: ValidateFunction };
