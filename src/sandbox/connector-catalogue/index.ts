export { connectorCatalogueModule } from "./handlers.js";
