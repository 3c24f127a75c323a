// @integration-platform/contracts-tools/testcontainers: the sandbox's image as a Testcontainers module
// (testcontainers 11 or 12 is an optional peer).
export {
  CONTAINER_SEED_PATH,
  CONTAINER_STATE_DIR,
  DEFAULT_STARTUP_TIMEOUT_MS,
  SANDBOX_IMAGE_NAME,
  START_LABEL,
  SandboxContainerLookupError,
  SandboxContainerOptionError,
  SandboxContainerStartError,
  defaultSandboxImage,
  optionVariable,
} from "./container-options.js";
export { SandboxContainer } from "./sandbox-container.js";
export { StartedSandboxContainer } from "./started-sandbox-container.js";
export {
  READY_LINE,
  ReadyLinesError,
  readReadyLines,
  type PrintedGatewayIdentity,
  type PrintedServiceAccount,
  type ReadyLines,
} from "./ready-lines.js";
