import * as z from 'zod/mini'
import type { Unsubscribe } from '../../kernel/index.js'
import { InvalidBitcoinWalletResponseError, walletError } from './wallet-errors.js'
import type { BitcoinAccount, BitcoinWalletPort } from './wallet-port.js'
import {
  satsAccounts,
  satsAddressesSchema,
  satsEnvelopeSchema,
  signMessageResultSchema,
  signPsbtResultSchema,
  transferResultSchema,
} from './wallet-schemas.js'

/** A WBIP004 provider: `request(method, params)` in the sats-connect convention (Xverse, Leather's adapter, Magic Eden…). */
export interface RequestWallet {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (payload: unknown) => void): unknown
}

const PURPOSES = ['payment', 'ordinals']
/** sats-connect codes the port acts on: the method is unknown to this wallet; the site is not (or no longer) allowed. */
const METHOD_NOT_FOUND = -32601
const ACCESS_DENIED = -32002

/** A JSON-RPC 2.0 answer, which providers return when a page calls them without sats-connect in between. */
const jsonRpcSchema = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number().check(z.refine(Number.isSafeInteger)), message: z.optional(z.string().check(z.maxLength(1_000))) }) }),
])

class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string | undefined,
  ) {
    super(message ?? `Wallet error ${code}`)
  }
}

/** The bitcoin side of a WBIP004 provider: every answer checked, every refusal the kit's error. */
export function createRequestPort(wallet: RequestWallet): BitcoinWalletPort {
  async function call<T>(method: string, params: unknown, schema: z.ZodMiniType<T>): Promise<T> {
    let answer: unknown
    try {
      answer = await wallet.request(method, params)
    } catch (error) {
      throw walletError(error, method)
    }
    const envelope = satsEnvelopeSchema.safeParse(answer)
    let result: unknown
    if (envelope.success) {
      if (envelope.data.status === 'error') throw walletError(new WalletRequestError(envelope.data.error.code, envelope.data.error.message), method)
      result = envelope.data.result
    } else {
      const rpc = jsonRpcSchema.safeParse(answer)
      if (!rpc.success) throw new InvalidBitcoinWalletResponseError(method)
      if ('error' in rpc.data) throw walletError(new WalletRequestError(rpc.data.error.code, rpc.data.error.message), method)
      result = rpc.data.result
    }
    const parsed = schema.safeParse(result)
    if (!parsed.success) throw new InvalidBitcoinWalletResponseError(method)
    return parsed.data
  }
  const codeOf = (error: unknown) => ((error as { cause?: { code?: unknown } }).cause ?? {}).code

  const addresses = async (method: string, params: unknown) => satsAccounts((await call(method, params, satsAddressesSchema)).addresses)

  const port: BitcoinWalletPort = {
    async connect() {
      try {
        return await addresses('wallet_connect', { addresses: PURPOSES })
      } catch (error) {
        // Wallets from before wallet_connect answer the older getAddresses.
        if (codeOf(error) !== METHOD_NOT_FOUND) throw error
        return addresses('getAddresses', { purposes: PURPOSES })
      }
    },
    async reconnect() {
      try {
        return await addresses('wallet_getAccount', null)
      } catch (error) {
        // No longer allowed, or a wallet that cannot tell without a prompt: the visitor connects again.
        if (codeOf(error) === ACCESS_DENIED || codeOf(error) === METHOD_NOT_FOUND) return undefined
        throw error
      }
    },
    async disconnect() {
      try {
        await call('wallet_disconnect', null, z.unknown())
      } catch {
        // Optional for a wallet: forgetting the accounts locally is the disconnect.
      }
    },
    signMessage: async ({ address, message, protocol }) =>
      (await call('signMessage', { address, message, protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' }, signMessageResultSchema)).signature,
    sendTransfer: async (recipients) =>
      // Satoshis as numbers, as the protocol has them: beyond 2^53 sats is more bitcoin than exists.
      (await call('sendTransfer', { recipients: recipients.map((r) => ({ address: r.address, amount: Number(r.amount) })) }, transferResultSchema)).txid,
    signPsbt: async ({ psbt, signInputs, broadcast }) => {
      const result = await call('signPsbt', { psbt, signInputs, broadcast: broadcast ?? false }, signPsbtResultSchema)
      return { psbt: result.psbt, ...(result.txid ? { txid: result.txid } : {}) }
    },
    watch(listener, onError) {
      if (typeof wallet.addListener !== 'function') return () => {}
      const offs: unknown[] = []
      // Asking the wallet takes a moment: a later change must not be overtaken by an earlier one.
      let latest = 0
      const follow = (payload: unknown) => {
        const change = ++latest
        const listed = satsAddressesSchema.safeParse(payload)
        const next: Promise<readonly BitcoinAccount[]> = listed.success ? Promise.resolve(satsAccounts(listed.data.addresses)) : port.reconnect().then((list) => list ?? [])
        next.then((list) => change === latest && listener(list), onError)
      }
      try {
        offs.push(wallet.addListener('accountChange', follow))
        offs.push(wallet.addListener('disconnect', () => ((latest += 1), listener([]))))
      } catch (error) {
        onError(error)
      }
      return (() => {
        for (const off of offs) if (typeof off === 'function') (off as Unsubscribe)()
      }) satisfies Unsubscribe
    },
  }
  return port
}
