// The order integration service as the rest of the sandbox sees it.
export { orderIntegrationPart } from "./module.js";
export { releaseVendorOrder } from "./model/order-release.js";
