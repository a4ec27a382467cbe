// Test-only: a Wallet Standard wallet object, registered the way a wallet extension does it.
import type { Wallet } from '@wallet-standard/base'
import { decodeBase58 } from './base58.js'

export const ALICE = 'CG1QSocM1hmrtuCQrL14Yht1St5tFsiubi7ho9wnDowL'
export const BOB = 'CaibhLcQDSDGxWVZw1t9krnV9RZ459k3yLiyjM6UKjtt'
export const SIGNATURE = Uint8Array.from({ length: 64 }, (_, i) => 255 - i)
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

export interface FakeWalletCall {
  readonly feature: string
  readonly inputs: readonly unknown[]
}

export const fakeAccount = (address: string, chains: readonly string[] = ['solana:mainnet', 'solana:devnet', 'solana:localnet']) => ({
  address,
  publicKey: decodeBase58(address)!,
  chains,
  features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
})

export interface FakeWallet extends Wallet {
  readonly calls: FakeWalletCall[]
  /** What standard:events 'change' listeners get. */
  emit(properties: unknown): void
  listeners(): number
  authorised: boolean
}

/** A wallet that grants `accounts` on connect, answers a silent connect only once authorised, and signs with SIGNATURE. */
export function createFakeWallet(options: { name?: string; chains?: readonly string[]; accounts?: readonly ReturnType<typeof fakeAccount>[]; features?: Record<string, unknown> } = {}): FakeWallet {
  const listeners = new Set<(properties: unknown) => void>()
  const calls: FakeWalletCall[] = []
  const granted = options.accounts ?? [fakeAccount(ALICE)]
  const record = (feature: string, inputs: readonly unknown[]) => calls.push({ feature, inputs })
  const wallet: FakeWallet = {
    version: '1.0.0',
    name: options.name ?? 'Fake Sol',
    icon: ICON,
    chains: (options.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:localnet']) as Wallet['chains'],
    get accounts() {
      return wallet.authorised ? (granted as unknown as Wallet['accounts']) : []
    },
    authorised: false,
    calls,
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          record('standard:connect', [input])
          if (!input?.silent) wallet.authorised = true
          return { accounts: wallet.authorised ? granted : [] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          record('standard:disconnect', [])
          wallet.authorised = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: (properties: unknown) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          record('solana:signMessage', inputs)
          return inputs.map((input) => ({ signedMessage: input.message, signature: SIGNATURE }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          record('solana:signTransaction', inputs)
          return inputs.map((input) => ({ signedTransaction: input.transaction }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: unknown[]) => {
          record('solana:signAndSendTransaction', inputs)
          return inputs.map(() => ({ signature: SIGNATURE }))
        },
      },
      ...options.features,
    },
    emit: (properties) => listeners.forEach((listener) => listener(properties)),
    listeners: () => listeners.size,
  }
  return wallet
}

interface RegisterApi {
  register(...wallets: Wallet[]): () => void
}

/**
 * The Wallet Standard register protocol as an extension runs it: announce with 'wallet-standard:register-wallet',
 * and answer the app's 'wallet-standard:app-ready' when the app starts later. Returns the unregister.
 */
export function registerWallet(wallet: Wallet): () => void {
  let unregister: (() => void) | undefined
  const callback = (api: RegisterApi) => {
    unregister ??= api.register(wallet)
  }
  const onReady = (event: Event) => callback((event as CustomEvent<RegisterApi>).detail)
  window.addEventListener('wallet-standard:app-ready', onReady)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  return () => {
    window.removeEventListener('wallet-standard:app-ready', onReady)
    unregister?.()
  }
}
