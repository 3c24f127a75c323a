// @integration-platform/contracts-tools/mock: Prism mocks of every service, started from a test.
export {
  DEFAULT_BASE_PORT,
  MockStartError,
  startMocks,
  type MockPlatform,
  type RunningMock,
  type StartMocksOptions,
} from "./start-mocks.js";
