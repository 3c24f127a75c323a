// @integration-platform/contracts: typed clients of every platform service.
export * from "./clients/index.js";
