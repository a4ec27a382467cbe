import { base64, hex } from '@scure/base'
import * as z from 'zod/mini'
import { InvalidBitcoinWalletResponseError, walletError } from './wallet-errors.js'
import type { BitcoinAccount, BitcoinWalletPort } from './wallet-port.js'
import { bitcoinAddressSchema, MAX_WALLET_ADDRESSES, publicKeyHexSchema, signatureSchema, txidSchema } from './wallet-schemas.js'

/** `window.unisat` as far as the kit calls it (UniSat's injected API; OKX and Bitget inject the same shape). */
export interface UnisatWallet {
  requestAccounts(): Promise<unknown>
  getAccounts(): Promise<unknown>
  getPublicKey?(): Promise<unknown>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<unknown>
  sendBitcoin(to: string, satoshis: number): Promise<unknown>
  signPsbt?(psbtHex: string, options?: unknown): Promise<unknown>
  pushPsbt?(psbtHex: string): Promise<unknown>
  on?(event: string, listener: (payload: unknown) => void): unknown
  removeListener?(event: string, listener: (payload: unknown) => void): unknown
}

const accountsSchema = z.array(bitcoinAddressSchema).check(z.maxLength(MAX_WALLET_ADDRESSES))
const psbtHexSchema = z.string().check(z.minLength(16), z.maxLength(200_000), z.regex(/^([0-9a-fA-F]{2})+$/))

const hexToBase64 = (text: string) => base64.encode(hex.decode(text.toLowerCase()))
const base64ToHex = (text: string) => hex.encode(base64.decode(text))

/** UniSat-style wallets: one address serves payments and inscriptions alike, so it is the payment account. */
export function createUnisatPort(wallet: UnisatWallet): BitcoinWalletPort {
  async function call<T>(method: string, run: () => Promise<unknown>, schema: z.ZodMiniType<T>): Promise<T> {
    let answer: unknown
    try {
      answer = await run()
    } catch (error) {
      throw walletError(error, method)
    }
    const parsed = schema.safeParse(answer)
    if (!parsed.success) throw new InvalidBitcoinWalletResponseError(method)
    return parsed.data
  }
  async function accounts(list: readonly string[]): Promise<BitcoinAccount[]> {
    const address = list[0]
    if (!address) return []
    // The key is extra information: a wallet that will not tell still connects.
    const publicKey = wallet.getPublicKey ? await call('getPublicKey', () => wallet.getPublicKey!(), publicKeyHexSchema).catch(() => undefined) : undefined
    return [{ address, type: 'payment', ...(publicKey ? { publicKey: publicKey.toLowerCase() } : {}) }]
  }

  return {
    connect: async () => accounts(await call('requestAccounts', () => wallet.requestAccounts(), accountsSchema)),
    async reconnect() {
      const list = await call('getAccounts', () => wallet.getAccounts(), accountsSchema)
      return list.length === 0 ? undefined : accounts(list)
    },
    // UniSat has no call that revokes a site: forgetting the accounts is the disconnect.
    disconnect: async () => {},
    signMessage: ({ message, protocol }) => call('signMessage', () => wallet.signMessage(message, protocol === 'ecdsa' ? 'ecdsa' : 'bip322-simple'), signatureSchema),
    async sendTransfer(recipients) {
      const [recipient, ...rest] = recipients
      if (!recipient || rest.length > 0) throw new InvalidBitcoinWalletResponseError('sendBitcoin (one recipient only)')
      return call('sendBitcoin', () => wallet.sendBitcoin(recipient.address, Number(recipient.amount)), txidSchema)
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      if (!wallet.signPsbt) throw walletError({ code: 4200, message: 'The wallet does not sign PSBTs' }, 'signPsbt')
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) => indexes.map((index) => ({ index, address })))
      const signed = await call('signPsbt', () => wallet.signPsbt!(base64ToHex(psbt), { autoFinalized: true, toSignInputs }), psbtHexSchema)
      if (!broadcast) return { psbt: hexToBase64(signed) }
      if (!wallet.pushPsbt) throw walletError({ code: 4200, message: 'The wallet does not broadcast PSBTs' }, 'pushPsbt')
      const txid = await call('pushPsbt', () => wallet.pushPsbt!(signed), txidSchema)
      return { psbt: hexToBase64(signed), txid }
    },
    watch(listener, onError) {
      if (typeof wallet.on !== 'function') return () => {}
      // Reading the key takes a moment: a later change must not be overtaken by an earlier one.
      let latest = 0
      const follow = (payload: unknown) => {
        const parsed = accountsSchema.safeParse(payload)
        if (!parsed.success) return onError(new InvalidBitcoinWalletResponseError('accountsChanged'))
        const change = ++latest
        accounts(parsed.data).then((list) => change === latest && listener(list), onError)
      }
      wallet.on('accountsChanged', follow)
      return () => {
        if (typeof wallet.removeListener === 'function') wallet.removeListener('accountsChanged', follow)
      }
    },
  }
}
