import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'
import { ErrorCode, KitError } from '../../kernel/index.js'
import { InvalidBitcoinWalletResponseError, walletError } from './wallet-errors.js'
import type { BitcoinAccount, BitcoinWalletPort } from './wallet-port.js'
import { bitcoinAddressInfo, isBitcoinAddress } from './address.js'
import { MAX_WALLET_ADDRESSES } from './wallet-schemas.js'

const bytes = (min: number, max: number) => z.custom<Uint8Array>((value) => value instanceof Uint8Array && value.byteLength >= min && value.byteLength <= max)
// A multi-chain wallet lists its other chains' accounts too: those are left out, not taken for garbage.
const accountSchema = z.object({ address: z.string().check(z.maxLength(200)), publicKey: bytes(32, 65) })
const accountsSchema = z.object({ accounts: z.array(accountSchema).check(z.maxLength(MAX_WALLET_ADDRESSES)) })
const changeSchema = z.object({ accounts: z.optional(z.array(accountSchema).check(z.maxLength(MAX_WALLET_ADDRESSES))) })
const signMessageSchema = z.array(z.object({ signature: bytes(64, 1_500) })).check(z.length(1))
const signPsbtSchema = z.array(z.object({ signedPsbt: bytes(8, 75_000) })).check(z.length(1))

type Method = (...args: never[]) => Promise<unknown>
/** A feature's method bound to its feature object, or undefined: a wallet is another script, nothing is assumed. */
function walletMethod(wallet: Wallet, feature: `${string}:${string}`, method: string): Method | undefined {
  const host: unknown = wallet.features[feature]
  const fn: unknown = typeof host === 'object' && host !== null ? Reflect.get(host, method) : undefined
  return typeof fn === 'function' ? (fn as Method).bind(host) : undefined
}

/** Taproot addresses hold inscriptions by convention; every other kind pays. */
const typeOf = (address: string): BitcoinAccount['type'] => (bitcoinAddressInfo(address)?.kind === 'p2tr' ? 'ordinal' : 'payment')
const hexOf = (key: Uint8Array) => Array.from(key, (b) => b.toString(16).padStart(2, '0')).join('')

/** A Bitcoin wallet reached through the Wallet Standard (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`). */
export function createStandardPort(wallet: Wallet): BitcoinWalletPort {
  /** The wallet's own account objects, handed back in feature calls (wallets may look them up by identity). */
  let originals = new Map<string, WalletAccount>()

  async function call<T>(feature: `${string}:${string}`, method: string, input: unknown[], schema: z.ZodMiniType<T>): Promise<{ data: T; raw: unknown }> {
    const fn = walletMethod(wallet, feature, method)
    if (!fn) throw new KitError(`The wallet does not support ${feature}`, { code: ErrorCode.UNSUPPORTED_METHOD })
    let raw: unknown
    try {
      raw = await fn(...(input as never[]))
    } catch (error) {
      throw walletError(error, feature)
    }
    const parsed = schema.safeParse(raw)
    if (!parsed.success) throw new InvalidBitcoinWalletResponseError(feature)
    return { data: parsed.data, raw }
  }
  const accounts = (checked: readonly z.infer<typeof accountSchema>[], raw: unknown): BitcoinAccount[] => {
    const list = (raw as { accounts: readonly WalletAccount[] }).accounts
    const bitcoin = checked.flatMap((account, i) => (isBitcoinAddress(account.address) ? [{ ...account, original: list[i]! }] : []))
    originals = new Map(bitcoin.map((account) => [account.address, account.original]))
    return bitcoin.map((account) => ({ address: account.address, type: typeOf(account.address), publicKey: hexOf(account.publicKey) }))
  }
  const original = (address: string) => {
    const account = originals.get(address)
    if (!account) throw new KitError(`The wallet has not shared ${address.slice(0, 100)}`, { code: ErrorCode.UNAUTHORIZED })
    return account
  }

  return {
    async connect() {
      const { data, raw } = await call('bitcoin:connect', 'connect', [{ purposes: ['payment', 'ordinals'] }], accountsSchema)
      return accounts(data.accounts, raw)
    },
    async reconnect() {
      // The standard has no silent connect for bitcoin: the accounts the wallet still lists for this page are it.
      const listed: unknown = wallet.accounts
      const parsed = accountsSchema.safeParse({ accounts: listed })
      if (!parsed.success || parsed.data.accounts.length === 0) return undefined
      return accounts(parsed.data.accounts, { accounts: listed })
    },
    async disconnect() {
      originals = new Map()
      const disconnect = walletMethod(wallet, 'standard:disconnect', 'disconnect')
      if (disconnect) await disconnect()
    },
    async signMessage({ address, message, protocol }) {
      if (protocol === 'ecdsa') throw new KitError('The wallet signs BIP-322 messages only', { code: ErrorCode.UNSUPPORTED_METHOD })
      const input = { account: original(address), message: new TextEncoder().encode(message) }
      return base64.encode((await call('bitcoin:signMessage', 'signMessage', [input], signMessageSchema)).data[0]!.signature)
    },
    sendTransfer: async () => {
      throw new KitError('The wallet does not support sendTransfer: sign a PSBT instead', { code: ErrorCode.UNSUPPORTED_METHOD })
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      if (broadcast) throw new KitError('The wallet does not broadcast: send the signed PSBT yourself', { code: ErrorCode.UNSUPPORTED_METHOD })
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({ account: original(address), signingIndexes }))
      const { data } = await call('bitcoin:signTransaction', 'signTransaction', [{ psbt: base64.decode(psbt), inputsToSign }], signPsbtSchema)
      return { psbt: base64.encode(data[0]!.signedPsbt) }
    },
    watch(listener, onError) {
      const on = walletMethod(wallet, 'standard:events', 'on') as unknown as ((event: 'change', listener: (properties: unknown) => void) => unknown) | undefined
      if (!on) return () => {}
      const off = on('change', (properties) => {
        const parsed = changeSchema.safeParse(properties)
        if (!parsed.success) return onError(new InvalidBitcoinWalletResponseError('standard:events change'))
        if (parsed.data.accounts) listener(accounts(parsed.data.accounts, properties))
      })
      return () => {
        if (typeof off === 'function') (off as () => void)()
      }
    },
  }
}
