export {
  parseCurrencyNumber,
  formatCurrencyNumber,
  toCurrencyNumberObject,
  type CurrencyAmount,
  type CurrencyNumberObject,
} from "./currency-number.js";
export { parseExternalId, formatExternalId, type ExternalIdParts, type ParseExternalIdOptions } from "./external-id.js";
export { parseTimeSpan, timeSpanToMilliseconds, formatTimeSpan, type TimeSpanParts } from "./time-span.js";
export { localizedText } from "./localized-value.js";
export { decodeUserClaimsExtended, type UserClaims } from "./user-claims-extended.js";
export { ValueFormatError } from "./value-format-error.js";
