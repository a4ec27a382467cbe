// @vitest-environment node
// The kit's own UniversalProvider against a relay address where nothing answers: a TCP server that counts each
// connection and closes it at once, so the SDK's attempts to reach the relay can be counted.
import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { createKernel, memoryStorage, type Kit } from '../../kernel/index.js'
import { kitInternals } from '../../kernel/internals.js'
import { createFakeClock } from '../../kernel/testing/index.js'
import { defineEvmNetwork } from '../eip155/define-network.js'
import { eip155 } from '../eip155/plugin.js'
import { PAIRING_TIMEOUT_MS } from './constants.js'
import { PAIRING_UNREACHABLE } from './pairing.js'
import { walletConnect } from './plugin.js'

process.env.DISABLE_GLOBAL_CORE = 'true'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function countingServer(): Promise<{ readonly url: string; attempts(): number }> {
  let attempts = 0
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    attempts++
    sockets.add(socket)
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`, attempts: () => attempts }
}

function kitAt(relayUrl: string, clock: ReturnType<typeof createFakeClock>): Kit {
  const kit = createKernel({
    projectId: 'tessera-devnet-project',
    metadata: { name: 'Tessera test', url: 'http://127.0.0.1' },
    networks: [defineEvmNetwork({ id: 31337, name: 'Devnet', rpcUrls: ['http://127.0.0.1:1/31337'] })],
    plugins: [eip155({ injected: false }), walletConnect({ relayUrl, verify: false })],
    storage: memoryStorage(),
    clock,
    logLevel: 'silent',
  })
  cleanups.push(() => kit.destroy())
  return kit
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(20)
  }
}

it('a relay out of reach: the pairing fails after its bound with a clear error, and the SDK stops dialling', async () => {
  const relay = await countingServer()
  const clock = createFakeClock(Date.now())
  const kit = kitAt(relay.url, clock)
  await kit.ready

  const outcome = kit.connect('walletConnect').then(
    () => 'connected',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  await until(() => relay.attempts() > 0)
  expect(kit.getState().walletconnect).toMatchObject({ status: 'pairing' })
  expect(kit.getState().walletconnect?.uri).toBeUndefined()

  clock.advance(PAIRING_TIMEOUT_MS - 1)
  await sleep(50)
  expect(kit.getState().walletconnect).toMatchObject({ status: 'pairing' })
  clock.advance(1)
  expect(await outcome).toContain(PAIRING_UNREACHABLE)
  expect(kit.getState().walletconnect).toMatchObject({ status: 'error', error: PAIRING_UNREACHABLE })

  // The SDK retries a failed socket within a second or two; after the error nothing dials any more.
  await sleep(500)
  const seen = relay.attempts()
  await sleep(3_500)
  expect(relay.attempts()).toBe(seen)

  // Trying again (1 s after the failure) dials the relay anew, and fails the same way.
  clock.advance(1_000)
  const retried = kit.connect('walletConnect').then(
    () => 'connected',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  await until(() => relay.attempts() > seen)
  expect(kit.getState().walletconnect).toMatchObject({ status: 'pairing' })
  clock.advance(PAIRING_TIMEOUT_MS)
  expect(await retried).toContain(PAIRING_UNREACHABLE)
}, 30_000)

it('leaving the view before the link came stops the attempts to reach the relay', async () => {
  const relay = await countingServer()
  const kit = kitAt(relay.url, createFakeClock(Date.now()))
  await kit.ready
  const closing = new AbortController()
  const service = await kitInternals(kit).services.use('walletconnect')
  const pairing = service.pair({ signal: closing.signal, refresh: true }).catch(() => {})
  await until(() => relay.attempts() > 0)
  closing.abort()
  await pairing
  await sleep(500)
  const seen = relay.attempts()
  await sleep(3_500)
  expect(relay.attempts()).toBe(seen)
  expect(kit.getState().walletconnect).toMatchObject({ status: 'idle' })
}, 30_000)

it('the Connect view dials the relay ahead of a pairing, and closing the modal stops the attempts', async () => {
  const relay = await countingServer()
  const kit = kitAt(relay.url, createFakeClock(Date.now()))
  await kit.ready
  await sleep(300)
  expect(relay.attempts()).toBe(0)
  await kit.open()
  await until(() => relay.attempts() > 0)
  await kit.close()
  await sleep(500)
  const seen = relay.attempts()
  await sleep(3_500)
  expect(relay.attempts()).toBe(seen)
}, 30_000)
