// The connector catalogue as the rest of the sandbox sees it.
export { connectorCataloguePart } from "./module.js";
export { registerConnector } from "./model/catalogue.js";
