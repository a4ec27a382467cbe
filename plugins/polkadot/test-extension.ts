// Test-only: a polkadot{.js}-style extension in `window.injectedWeb3`, signing with real sr25519 dev keys.
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'

export interface TestExtensionAccount {
  readonly address: string
  readonly name?: string
  readonly type?: string
}

export interface TestExtension {
  /** Alice's and Bob's dev accounts, generic Substrate form (prefix 42), as extensions list them by default. */
  readonly alice: string
  readonly bob: string
  readonly calls: { method: string; params: unknown }[]
  /** What `accounts.get` answers; set it to anything (hostile answers included). */
  accounts: unknown
  /** The next call of this method rejects as the extension's popup does when the visitor refuses. */
  refuseNext(method: 'enable' | 'signRaw'): void
  /** Overrides what `enable` resolves to. */
  injected?: unknown
  /** Overrides what `signRaw` resolves to. */
  signAnswer?: unknown
  /** Calls every `accounts.subscribe` callback, as the extension does when its accounts change. */
  emit(accounts: unknown): void
  subscribers(): number
  /** Removes it from the page. */
  remove(): void
}

export async function installTestExtension(key = 'polkadot-js'): Promise<TestExtension> {
  await cryptoWaitReady()
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  const alice = keyring.addFromUri('//Alice')
  const bob = keyring.addFromUri('//Bob')
  const subscribers = new Set<(accounts: unknown) => void>()
  const refusals = new Set<string>()
  const refuse = (method: string) => {
    if (!refusals.delete(method)) return
    throw new Error(method === 'enable' ? 'Rejected' : 'Cancelled')
  }
  const extension: TestExtension = {
    alice: alice.address,
    bob: bob.address,
    calls: [],
    accounts: [
      { address: alice.address, name: 'Alice', type: 'sr25519' },
      { address: bob.address, name: 'Bob', type: 'sr25519' },
    ],
    refuseNext: (method) => void refusals.add(method),
    emit: (accounts) => subscribers.forEach((callback) => callback(accounts)),
    subscribers: () => subscribers.size,
    remove: () => void delete (window as { injectedWeb3?: Record<string, unknown> }).injectedWeb3?.[key],
  }
  const injected = {
    accounts: {
      get: async () => extension.accounts,
      subscribe: (callback: (accounts: unknown) => void) => {
        subscribers.add(callback)
        return () => subscribers.delete(callback)
      },
    },
    signer: {
      signRaw: async (payload: { address: string; data: `0x${string}`; type: string }) => {
        extension.calls.push({ method: 'signRaw', params: payload })
        refuse('signRaw')
        if (extension.signAnswer !== undefined) return extension.signAnswer
        const pair = keyring.getPair(payload.address)
        return { id: 1, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(payload.data)))) }
      },
    },
  }
  const root = ((window as { injectedWeb3?: Record<string, unknown> }).injectedWeb3 ??= {})
  root[key] = {
    version: '0.58.1',
    enable: async (origin: string) => {
      extension.calls.push({ method: 'enable', params: origin })
      refuse('enable')
      return extension.injected ?? injected
    },
  }
  return extension
}
