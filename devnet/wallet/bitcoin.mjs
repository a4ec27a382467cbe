// @ts-check
import { BITCOIN_DEV_MNEMONIC, BITCOIN_DEVNET } from '../bitcoin/ledger-constants.mjs'
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes as concat } from '@noble/hashes/utils'
import { base64, hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { Address, NETWORK, OutScript, p2tr, p2wpkh, RawWitness, Script, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import * as z from 'zod/mini'
import { parseParams, readableBytes, WalletRpcError } from './errors.mjs'

/** @typedef {import('./bitcoin.mjs').BitcoinOptions} BitcoinOptions */
/** @typedef {import('./bitcoin.mjs').BitcoinAccount} BitcoinAccount */
/** @typedef {import('./bitcoin.mjs').BitcoinKey} BitcoinKey */
/** @typedef {import('./bitcoin.mjs').BitcoinAddressEntry} BitcoinAddressEntry */

export const BITCOIN_REGTEST = BITCOIN_DEVNET.caipNetworkId
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
/** The ledger's mnemonic at address index 1: the keys it funds as dev account 1, "the WalletConnect dev wallet's". */
export { BITCOIN_DEV_MNEMONIC }
export const BITCOIN_DEV_ADDRESS_INDEX = 1
// The devnet's Bitcoin ledger (DEVNET_BITCOIN_PORT).
export const DEFAULT_ESPLORA_URL = `http://127.0.0.1:${BITCOIN_DEVNET.defaultPort}`
export const BITCOIN_METHODS = Object.freeze(['getAccountAddresses', 'signMessage', 'sendTransfer'])
export const BITCOIN_EVENTS = Object.freeze(['bip122_addressesChanged'])
// The longest message a three-byte CompactSize prefix can carry.
export const MAX_BITCOIN_MESSAGE_BYTES = 0xffff
export const MAX_UTXOS = 1_000

const REGTEST_NETWORK = Object.freeze({ bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef })
/** CAIP-2 id → the address encoding and the BIP-44 coin type (0 mainnet, 1 every test network). */
const NETWORKS = new Map([
  [BITCOIN_MAINNET, { network: NETWORK, coinType: 0 }],
  [BITCOIN_TESTNET, { network: TEST_NETWORK, coinType: 1 }],
  [BITCOIN_REGTEST, { network: REGTEST_NETWORK, coinType: 1 }],
])
const DUST_SATS = 546n
// A P2WPKH output below this costs more to spend than it holds: it goes to the fee instead.
const CHANGE_DUST_SATS = 294n
const MAX_SATS = 21_000_000n * 100_000_000n
const BIP322_TAG = sha256(new TextEncoder().encode('BIP0322-signed-message'))
const MESSAGE_MAGIC = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

const address = z.string().check(z.minLength(14), z.maxLength(90))
const signMessageParams = z.object({
  account: z.optional(address),
  address: z.optional(address),
  message: z.string().check(z.maxLength(MAX_BITCOIN_MESSAGE_BYTES)),
  protocol: z.optional(z.enum(['ecdsa', 'bip322'])),
})
const getAddressesParams = z.optional(
  z.object({ account: z.optional(address), intentions: z.optional(z.array(z.enum(['payment', 'ordinal'])).check(z.maxLength(2))) }),
)
const sendTransferParams = z.object({
  account: address,
  recipientAddress: address,
  amount: z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'not a whole number of satoshis')),
  changeAddress: z.optional(address),
  memo: z.optional(z.string().check(z.maxLength(80))),
})
const utxos = z.array(
  z.object({
    txid: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'not a txid')),
    vout: z.int().check(z.gte(0), z.lte(0xffffffff)),
    value: z.int().check(z.gte(0), z.lte(Number(MAX_SATS))),
  }),
).check(z.maxLength(MAX_UTXOS))

/**
 * The wallet's Bitcoin keys: per chain the external BIP-84 (P2WPKH, payment) and BIP-86 (P2TR, ordinal) addresses at
 * one index of one mnemonic, coin type 0 on mainnet and 1 on the test networks, as wallets derive them.
 * @param {BitcoinOptions | undefined} options
 * @returns {BitcoinAccount}
 */
export function createBitcoinAccount(options) {
  const mnemonic = options?.mnemonic ?? BITCOIN_DEV_MNEMONIC
  const chains = [...(options?.chains ?? [BITCOIN_REGTEST, BITCOIN_MAINNET, BITCOIN_TESTNET])]
  const badChain = chains.find((chain) => !NETWORKS.has(chain))
  if (badChain !== undefined) throw new Error(`createDevWallet: ${badChain} is not a Bitcoin network the wallet knows.`)
  const feeRate = options?.feeRate ?? 2
  if (!Number.isSafeInteger(feeRate) || feeRate < 1 || feeRate > 1_000) throw new Error('createDevWallet: bitcoin.feeRate must be 1–1000 sat/vB.')
  const index = options?.addressIndex ?? BITCOIN_DEV_ADDRESS_INDEX
  if (!Number.isSafeInteger(index) || index < 0 || index >= 2 ** 31) throw new Error('createDevWallet: bitcoin.addressIndex must be 0 to 2^31 - 1.')
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  /** @type {Map<string, { payment: BitcoinKey, ordinal: BitcoinKey }>} */
  const keys = new Map()
  for (const chain of chains) {
    const { network, coinType } = /** @type {{ network: typeof NETWORK, coinType: number }} */ (NETWORKS.get(chain))
    const derive = (/** @type {number} */ purpose) => {
      const path = `m/${purpose}'/${coinType}'/0'/0/${index}`
      const node = root.derive(path)
      if (!node.privateKey || !node.publicKey) throw new Error(`createDevWallet: no key at ${path}`)
      return { path, privateKey: node.privateKey, publicKey: node.publicKey }
    }
    const payment = derive(84)
    const ordinal = derive(86)
    const paymentOutput = p2wpkh(payment.publicKey, network)
    const ordinalOutput = p2tr(ordinal.publicKey.slice(1), undefined, network)
    keys.set(chain, {
      payment: { ...payment, intention: 'payment', address: /** @type {string} */ (paymentOutput.address), script: paymentOutput.script },
      ordinal: {
        ...ordinal,
        // Taproot keys are x-only: the public key a dapp checks a Schnorr signature with.
        publicKey: ordinal.publicKey.slice(1),
        intention: 'ordinal',
        address: /** @type {string} */ (ordinalOutput.address),
        script: ordinalOutput.script,
        tapInternalKey: ordinalOutput.tapInternalKey,
      },
    })
  }
  return {
    chains: /** @type {`bip122:${string}`[]} */ (chains),
    keys,
    esploraUrls: { [BITCOIN_REGTEST]: DEFAULT_ESPLORA_URL, ...options?.esploraUrls },
    feeRate,
  }
}

/**
 * The addresses a session grants on `chain`: payment first (the default account type), then ordinal.
 * @param {BitcoinAccount} account
 * @param {string} chain
 */
export function bitcoinAddresses(account, chain) {
  const keys = account.keys.get(chain)
  return keys ? [keys.payment.address, keys.ordinal.address] : []
}

/**
 * The bip122 request handlers, each answering what WalletConnect's Bitcoin RPC reference describes.
 * @param {BitcoinAccount} account
 * @returns {Record<string, (params: unknown, chain: string) => Promise<unknown>>}
 */
export function bitcoinHandlers(account) {
  /** @param {string} chain */
  const keysOn = (chain) => {
    const keys = account.keys.get(chain)
    if (!keys) throw new WalletRpcError(4901, `The wallet is not on ${chain}.`)
    return keys
  }
  /**
   * @param {string} chain
   * @param {string | undefined} wanted
   */
  const own = (chain, wanted) => {
    const keys = keysOn(chain)
    const key = [keys.payment, keys.ordinal].find((candidate) => candidate.address === wanted)
    if (!key) throw new WalletRpcError(4100, `The wallet does not hold ${wanted} on ${chain}.`)
    return key
  }
  return {
    async getAccountAddresses(params, chain) {
      const parsed = parseParams(getAddressesParams, params)
      const keys = keysOn(chain)
      if (parsed?.account !== undefined) own(chain, parsed.account)
      return [keys.payment, keys.ordinal]
        .filter((key) => !parsed?.intentions || parsed.intentions.includes(key.intention))
        .map((key) => addressEntry(key))
    },
    async signMessage(params, chain) {
      const parsed = parseParams(signMessageParams, params)
      const key = own(chain, parsed.address ?? parsed.account)
      const message = new TextEncoder().encode(parsed.message)
      if (message.length > MAX_BITCOIN_MESSAGE_BYTES) throw new WalletRpcError(-32602, `Invalid params: the message is over ${MAX_BITCOIN_MESSAGE_BYTES} bytes.`)
      const protocol = parsed.protocol ?? (key.intention === 'payment' ? 'ecdsa' : 'bip322')
      if (protocol === 'bip322') {
        const { signature, messageHash } = signBip322(key, message)
        return { address: key.address, signature, messageHash }
      }
      if (key.intention !== 'payment') {
        throw new WalletRpcError(-32602, `Invalid params: an ECDSA message signature needs the payment address; ${key.address} signs with bip322.`)
      }
      const hash = sha256(sha256(concat(MESSAGE_MAGIC, compactSize(message.length), message)))
      const signature = secp256k1.sign(hash, key.privateKey)
      // BIP-137's header for a P2WPKH key: 39 + the recovery id.
      const signed = concat(new Uint8Array([39 + signature.recovery]), signature.toCompactRawBytes())
      return { address: key.address, signature: base64.encode(signed), messageHash: hex.encode(hash) }
    },
    async sendTransfer(params, chain) {
      const parsed = parseParams(sendTransferParams, params)
      const key = own(chain, parsed.account)
      if (key.intention !== 'payment') throw new WalletRpcError(-32602, `Invalid params: ${key.address} is the ordinal address; transfers spend from the payment address.`)
      const esploraUrl = account.esploraUrls[chain]
      if (!esploraUrl) throw new WalletRpcError(4200, `The wallet has no ledger for ${chain} to send on.`)
      const { network } = /** @type {{ network: typeof NETWORK }} */ (NETWORKS.get(chain))
      const outputScript = (/** @type {string} */ text, /** @type {string} */ field) => {
        try {
          return OutScript.encode(Address(network).decode(text))
        } catch {
          throw new WalletRpcError(-32602, `Invalid params: ${field} is not an address on ${chain}.`)
        }
      }
      const recipient = outputScript(parsed.recipientAddress, 'recipientAddress')
      const change = outputScript(parsed.changeAddress ?? key.address, 'changeAddress')
      const amount = BigInt(parsed.amount)
      if (amount < DUST_SATS || amount > MAX_SATS) throw new WalletRpcError(-32602, `Invalid params: amount must be ${DUST_SATS}–${MAX_SATS} sats.`)
      const memo = parsed.memo === undefined ? undefined : new TextEncoder().encode(parsed.memo)
      if (memo && memo.length > 80) throw new WalletRpcError(-32602, 'Invalid params: memo is over 80 bytes.')

      const spendable = await esplora(esploraUrl, `/address/${key.address}/utxo`, utxos)
      const feeRate = BigInt(account.feeRate)
      // P2WPKH sizes in vbytes: 10.5 overhead, 68 per input, 31 per output; an OP_RETURN is 11 + its data.
      const fee = (/** @type {number} */ inputs, /** @type {boolean} */ withChange) =>
        feeRate * BigInt(Math.ceil(11 + 68 * inputs + 31 * (withChange ? 2 : 1) + (memo ? 11 + memo.length : 0)))
      /** @type {typeof spendable} */
      const chosen = []
      let total = 0n
      for (const utxo of [...spendable].sort((a, b) => b.value - a.value)) {
        if (total >= amount + fee(chosen.length, true)) break
        chosen.push(utxo)
        total += BigInt(utxo.value)
      }
      if (total < amount + fee(chosen.length, false)) {
        throw new WalletRpcError(-32000, `Insufficient funds: ${key.address} holds ${total} sats, the transfer needs ${amount + fee(chosen.length, false)}.`)
      }
      const rest = total - amount - fee(chosen.length, true)
      // The memo is an OP_RETURN output, a script type the library only writes when told to.
      const tx = new Transaction({ allowUnknownOutputs: true })
      for (const utxo of chosen) tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script: key.script, amount: BigInt(utxo.value) } })
      tx.addOutput({ script: recipient, amount })
      if (rest >= CHANGE_DUST_SATS) tx.addOutput({ script: change, amount: rest })
      if (memo) tx.addOutput({ script: Script.encode(['RETURN', memo]), amount: 0n })
      tx.sign(key.privateKey)
      tx.finalize()
      const txid = await broadcast(esploraUrl, tx.hex)
      if (txid !== tx.id) throw new WalletRpcError(-32603, `The ledger named the transaction ${txid}, not ${tx.id}.`)
      return { txid }
    },
  }
}

/** @param {BitcoinKey} key @returns {BitcoinAddressEntry} */
function addressEntry(key) {
  return { address: key.address, publicKey: hex.encode(key.publicKey), path: key.path, intention: key.intention }
}

/**
 * BIP-322 "simple": the witness that spends a virtual output locked to the address, committing to the message.
 * @param {BitcoinKey} key
 * @param {Uint8Array} message
 */
export function signBip322(key, message) {
  const messageHash = sha256(concat(BIP322_TAG, BIP322_TAG, message))
  const options = { version: 0, allowUnknownVersion: true, allowUnknownInputs: true, allowUnknownOutputs: true }
  const toSpend = new Transaction(options)
  // An input with a final script closes the outputs: the output goes first.
  toSpend.addOutput({ script: key.script, amount: 0n })
  toSpend.addInput({ txid: new Uint8Array(32), index: 0xffffffff, sequence: 0, finalScriptSig: Script.encode(['OP_0', messageHash]) })
  const toSign = new Transaction(options)
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: key.script, amount: 0n },
    ...(key.tapInternalKey ? { tapInternalKey: key.tapInternalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.sign(key.privateKey)
  toSign.finalize()
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new WalletRpcError(-32603, 'The BIP-322 signature has no witness.')
  return { signature: base64.encode(RawWitness.encode(witness)), messageHash: hex.encode(messageHash) }
}

/**
 * @template T
 * @param {string} baseUrl
 * @param {string} path
 * @param {z.ZodMiniType<T>} schema
 * @returns {Promise<T>}
 */
async function esplora(baseUrl, path, schema) {
  const response = await reach(baseUrl, path)
  const body = await response.json().catch(() => undefined)
  const parsed = schema.safeParse(body)
  if (!response.ok || !parsed.success) throw new WalletRpcError(-32603, `The ledger at ${baseUrl} answered ${path} with HTTP ${response.status} and no list of outputs.`)
  return parsed.data
}

/**
 * @param {string} baseUrl
 * @param {string} rawHex
 */
async function broadcast(baseUrl, rawHex) {
  const response = await reach(baseUrl, '/tx', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: rawHex })
  const text = (await response.text().catch(() => '')).slice(0, 500).trim()
  // Esplora answers a refused transaction with its reason as text: the dapp should read it.
  if (!response.ok) throw new WalletRpcError(-32003, `The ledger refused the transaction (HTTP ${response.status}): ${text}`)
  if (!/^[0-9a-f]{64}$/.test(text)) throw new WalletRpcError(-32603, `The ledger at ${baseUrl} took the transaction but answered no txid.`)
  return text
}

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {RequestInit} [init]
 */
async function reach(baseUrl, path, init = {}) {
  try {
    return await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, { ...init, signal: AbortSignal.timeout(15_000) })
  } catch (error) {
    throw new WalletRpcError(-32603, `The ledger at ${baseUrl} does not answer: ${error instanceof Error ? error.message : error}`)
  }
}

/**
 * What a person approving a bip122 request should read. Never throws: unreadable params are shown as JSON.
 * @param {string} method
 * @param {unknown} params
 * @returns {string}
 */
export function describeBitcoinRequest(method, params) {
  try {
    if (method === 'signMessage') {
      const parsed = parseParams(signMessageParams, params)
      return `${readableBytes(new TextEncoder().encode(parsed.message))}\n\nsigned by ${parsed.address ?? parsed.account}${parsed.protocol ? ` (${parsed.protocol})` : ''}`
    }
    if (method === 'sendTransfer') {
      const parsed = parseParams(sendTransferParams, params)
      return [
        `send       ${formatBtc(BigInt(parsed.amount))} BTC (${parsed.amount} sats)`,
        `to         ${parsed.recipientAddress}`,
        `from       ${parsed.account}`,
        ...(parsed.changeAddress ? [`change to  ${parsed.changeAddress}`] : []),
        ...(parsed.memo ? [`memo       ${parsed.memo}`] : []),
      ].join('\n')
    }
  } catch {
    // Falls through to the raw params: the person still sees what was asked.
  }
  return JSON.stringify(params, null, 2) ?? String(params)
}

/** @param {bigint} sats */
function formatBtc(sats) {
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${sats / 100_000_000n}${fraction ? `.${fraction}` : ''}`
}

/** @param {number} length Bitcoin's CompactSize prefix, for lengths up to 64 KiB. */
function compactSize(length) {
  if (length < 0xfd) return new Uint8Array([length])
  return new Uint8Array([0xfd, length & 0xff, length >> 8])
}
