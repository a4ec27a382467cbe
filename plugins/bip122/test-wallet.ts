import { bech32, bech32m } from '@scure/base'

/** Regtest addresses for tests: a P2WPKH payment address and a P2TR ordinals one. */
export const PAYMENT = bech32.encode('bcrt', [0, ...bech32.toWords(new Uint8Array(20).fill(1))])
export const ORDINAL = bech32m.encode('bcrt', [1, ...bech32m.toWords(new Uint8Array(32).fill(2))])
export const PAYMENT_2 = bech32.encode('bcrt', [0, ...bech32.toWords(new Uint8Array(20).fill(3))])
export const PUBLIC_KEY = `02${'11'.repeat(32)}`
/** Base64 of a made-up 65-byte signature: the fake does not sign, the e2e wallet does. */
export const SIGNATURE = btoa(String.fromCharCode(...new Uint8Array(65).fill(9)))
export const TXID = 'ab'.repeat(32)

export interface FakeRequestWallet {
  readonly calls: { method: string; params: unknown }[]
  /** What the wallet shares; `authorised` false makes `wallet_getAccount` refuse, as after a revoke. */
  addresses: { address: string; purpose: string; publicKey?: string; derivationPath?: string }[]
  authorised: boolean
  /** method → the answer instead of the usual one (any value: hostile answers). */
  readonly answers: Map<string, unknown>
  emit(event: string, payload: unknown): void
  request(method: string, params?: unknown): Promise<unknown>
  addListener(event: string, listener: (payload: unknown) => void): () => void
}

/** A WBIP004 provider in the sats-connect convention: `{ status, result | error }` answers. */
export function createFakeRequestWallet(): FakeRequestWallet {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const wallet: FakeRequestWallet = {
    calls: [],
    addresses: [
      { address: ORDINAL, purpose: 'ordinals', publicKey: '22'.repeat(32) },
      { address: PAYMENT, purpose: 'payment', publicKey: PUBLIC_KEY, derivationPath: "m/84'/1'/0'/0/0" },
      { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
    ],
    authorised: true,
    answers: new Map(),
    emit: (event, payload) => listeners.get(event)?.forEach((l) => l(payload)),
    async request(method, params) {
      wallet.calls.push({ method, params })
      if (wallet.answers.has(method)) return wallet.answers.get(method)
      const ok = (result: unknown) => ({ status: 'success', result })
      switch (method) {
        case 'wallet_connect':
          wallet.authorised = true
          return ok({ id: 'x', addresses: wallet.addresses, walletType: 'software' })
        case 'wallet_getAccount':
          return wallet.authorised ? ok({ id: 'x', addresses: wallet.addresses, walletType: 'software' }) : { status: 'error', error: { code: -32002, message: 'Access denied' } }
        case 'wallet_disconnect':
          wallet.authorised = false
          return ok(null)
        case 'signMessage':
          return ok({ signature: SIGNATURE, messageHash: '00', address: (params as { address: string }).address })
        case 'sendTransfer':
          return ok({ txid: TXID })
        default:
          return { status: 'error', error: { code: -32601, message: 'Method not found' } }
      }
    },
    addListener(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
  }
  return wallet
}

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

/** Puts `wallet` where a WBIP004 page finds it: listed in `window.btc_providers`, reachable at its `id` path. */
export function injectRequestWallet(wallet: FakeRequestWallet, name = 'Fake BTC'): () => void {
  const w = window as unknown as Record<string, unknown>
  w.FakeProviders = { BitcoinProvider: wallet }
  w.btc_providers = [{ id: 'FakeProviders.BitcoinProvider', name, icon: ICON, webUrl: 'https://wallet.test' }]
  return () => {
    delete w.FakeProviders
    delete w.btc_providers
  }
}
