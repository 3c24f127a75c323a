// The connector catalogue as the rest of the sandbox sees it.
export { connectorCatalogueModule } from "./module.js";
export { registerConnector } from "./model/catalogue.js";
