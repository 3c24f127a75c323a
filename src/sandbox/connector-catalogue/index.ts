export { createConnectorCatalogueControlHandlers, createConnectorCatalogueHandlers } from "./handlers.js";
