export {
  createTokenProvider,
  type ClientCredentialsTokenProvider,
  type TokenProvider,
  type TokenProviderOptions,
} from "./token-provider.js";
export { TokenRequestError, type TokenRequestFailure } from "./errors.js";
