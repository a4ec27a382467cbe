// Helpers for tests of the kernel and of plugins against a real kernel; never imported by shipped code.
export { createFakeClock, type FakeClock, type PendingTimer } from './fake-clock.js'
export {
  createFakeConnector,
  FAKE_ADDRESS,
  UNRECOGNIZED_CHAIN_ERROR,
  USER_REJECTED_ERROR,
  type FakeConnector,
  type FakeConnectorBehaviour,
  type FakeConnectorCalls,
  type FakeConnectorOptions,
  type FakeConnectorEvent,
} from './fake-connector.js'
export { expectClean, type ExpectCleanOptions } from './expect-clean.js'
export { fakeChainPlugin, type FakeChainPluginOptions } from './fake-chain-plugin.js'
export { settle } from './settle.js'
export { drive } from './drive.js'
export { createFakeFetch, jsonResponse, type FakeFetch, type FakeFetchCall } from './fake-fetch.js'
export { createCapturingLogger, type CapturingLogger } from './capturing-logger.js'
export { createTestKit, type TestKit } from './test-kit.js'
export { testNetworks } from './test-networks.js'
export { kitInternals } from '../internals.js'
