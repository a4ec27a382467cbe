// @ts-check
import { getAddressEncoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import { LiteSVM } from 'litesvm'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_BALANCE_LAMPORTS } from './cluster.mjs'
import { toBase58, transactionErrorJson } from './encoding.mjs'
import { SOLANA_DEV_TOKEN, TOKEN_PROGRAM, mintData, tokenAccountData } from './spl-token.mjs'

/** As on mainnet: a blockhash can land a transaction for 150 blocks after it was handed out. */
const BLOCKHASH_LIFETIME = 150

/**
 * @typedef {{
 *   slot: number,
 *   blockTime: number,
 *   wire: Uint8Array,
 *   err: unknown,
 *   fee: number,
 *   logs: string[],
 *   accountKeys: string[],
 *   preBalances: number[],
 *   postBalances: number[],
 *   unitsConsumed: number,
 * }} LandedTransaction
 */

/**
 * One in-process LiteSVM run as a cluster: a slot counter that moves on with every transaction (LiteSVM has no
 * blocks), a fresh blockhash per slot, and a history of what landed. LiteSVM's own blockhash check only accepts
 * its latest blockhash; it is off, and blockhashes are checked here with a real cluster's lifetime instead, so a
 * client that fetched one a transaction ago still lands.
 * @param {{ onSlot?: (slot: number) => void, onLanded?: (signature: string, landed: LandedTransaction) => void }} [hooks]
 */
export function createLedger(hooks = {}) {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const fee = 5_000
  let slot = 1
  svm.warpToSlot(BigInt(slot))
  /** Blockhash → the last block height it is valid at. */
  const blockhashes = new Map([[String(svm.latestBlockhash()), slot + BLOCKHASH_LIFETIME]])
  /** @type {Map<string, LandedTransaction>} */
  const history = new Map()
  const transactionDecoder = getTransactionDecoder()
  const messageDecoder = getCompiledTransactionMessageDecoder()

  const nextSlot = () => {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    // Without a new blockhash two identical transfers would have the same signature, and the second would be a duplicate.
    svm.expireBlockhash()
    blockhashes.set(String(svm.latestBlockhash()), slot + BLOCKHASH_LIFETIME)
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
    hooks.onSlot?.(slot)
  }

  /** @param {string} address */
  const balance = (address) => Number(svm.getBalance(/** @type {import('@solana/kit').Address} */ (address)) ?? 0n)

  /**
   * @param {Uint8Array} wire
   */
  const decode = (wire) => {
    const transaction = transactionDecoder.decode(wire)
    const message = messageDecoder.decode(transaction.messageBytes)
    const signature = toBase58(/** @type {Uint8Array} */ (Object.values(transaction.signatures)[0] ?? new Uint8Array(64)))
    return { transaction, message, signature }
  }

  /**
   * @param {ReturnType<typeof decode>['message']} message
   * @returns {unknown}
   */
  const lifetimeError = (message) => (blockhashes.has(message.lifetimeToken) ? undefined : 'BlockhashNotFound')

  const ledger = {
    fee,
    get slot() {
      return slot
    },
    get transactionCount() {
      return history.size
    },
    latestBlockhash() {
      const blockhash = String(svm.latestBlockhash())
      return { blockhash, lastValidBlockHeight: blockhashes.get(blockhash) ?? slot + BLOCKHASH_LIFETIME }
    },
    /** @param {string} blockhash */
    isBlockhashValid: (blockhash) => blockhashes.has(blockhash),
    balance,
    /** @param {string} address */
    account: (address) => svm.getAccount(/** @type {import('@solana/kit').Address} */ (address)),
    /** @param {number} space */
    rentExemptMinimum: (space) => Number(svm.minimumBalanceForRentExemption(BigInt(space))),
    /** @param {Uint8Array} messageBytes */
    feeForMessage(messageBytes) {
      const message = messageDecoder.decode(messageBytes)
      if (!blockhashes.has(message.lifetimeToken)) return null
      return message.header.numSignerAccounts * fee
    },
    /** @param {string} signature */
    landed: (signature) => history.get(signature),
    /**
     * The signatures of transactions naming `address`, newest first (history keeps landing order).
     * @param {string} address
     * @returns {{ signature: string, landed: LandedTransaction }[]}
     */
    signaturesFor(address) {
      const found = []
      for (const [signature, landed] of history) if (landed.accountKeys.includes(address)) found.push({ signature, landed })
      return found.reverse()
    },
    /** @param {Uint8Array} wire */
    decodeForJson(wire) {
      const { transaction, message } = decode(wire)
      return { message, signatures: Object.values(transaction.signatures).map((bytes) => (bytes ? toBase58(bytes) : '')) }
    },

    /**
     * @param {Uint8Array} wire
     * @returns {{ signature: string, err: unknown, logs: string[], unitsConsumed: number, accounts: ReturnType<typeof decode>['message']['staticAccounts'] }}
     */
    simulate(wire) {
      const { transaction, message, signature } = decode(wire)
      const expired = lifetimeError(message)
      if (expired) return { signature, err: expired, logs: [], unitsConsumed: 0, accounts: message.staticAccounts }
      const result = svm.simulateTransaction(/** @type {any} */ (transaction))
      const failed = 'err' in result
      const meta = result.meta()
      return {
        signature,
        err: failed ? transactionErrorJson(/** @type {import('litesvm').FailedTransactionMetadata} */ (result).err()) : null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        accounts: message.staticAccounts,
      }
    },

    /**
     * Lands the transaction (failed ones too, as a validator records a failed transaction that paid its fee).
     * @param {Uint8Array} wire
     * @returns {{ signature: string, err: unknown }}
     */
    send(wire) {
      const { transaction, message, signature } = decode(wire)
      const expired = lifetimeError(message)
      if (expired) return { signature, err: expired }
      if (history.has(signature)) return { signature, err: 'AlreadyProcessed' }
      const accountKeys = message.staticAccounts.map(String)
      const preBalances = accountKeys.map(balance)
      const result = svm.sendTransaction(/** @type {any} */ (transaction))
      const failed = result.constructor.name === 'FailedTransactionMetadata'
      const meta = failed ? /** @type {import('litesvm').FailedTransactionMetadata} */ (result).meta() : /** @type {import('litesvm').TransactionMetadata} */ (result)
      const err = failed ? transactionErrorJson(/** @type {import('litesvm').FailedTransactionMetadata} */ (result).err()) : null
      nextSlot()
      /** @type {LandedTransaction} */
      const landed = {
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        wire,
        err,
        fee: message.header.numSignerAccounts * fee,
        logs: meta.logs(),
        accountKeys,
        preBalances,
        postBalances: accountKeys.map(balance),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
      }
      history.set(signature, landed)
      hooks.onLanded?.(signature, landed)
      return { signature, err }
    },

    /**
     * LiteSVM's faucet pays, in a transaction of its own with a signature clients can confirm.
     * @param {string} address
     * @param {bigint} lamports
     */
    airdrop(address, lamports) {
      const preBalance = balance(address)
      const result = svm.airdrop(/** @type {import('@solana/kit').Address} */ (address), /** @type {import('@solana/kit').Lamports} */ (lamports))
      if (!result) throw new Error('The airdrop was not processed')
      const failed = result.constructor.name === 'FailedTransactionMetadata'
      const meta = failed ? /** @type {import('litesvm').FailedTransactionMetadata} */ (result).meta() : /** @type {import('litesvm').TransactionMetadata} */ (result)
      const err = failed ? transactionErrorJson(/** @type {import('litesvm').FailedTransactionMetadata} */ (result).err()) : null
      const signature = toBase58(meta.signature())
      nextSlot()
      if (err === null) {
        history.set(signature, {
          slot,
          blockTime: Math.floor(Date.now() / 1000),
          wire: new Uint8Array(),
          err,
          fee,
          logs: meta.logs(),
          accountKeys: [address],
          preBalances: [preBalance],
          postBalances: [balance(address)],
          unitsConsumed: Number(meta.computeUnitsConsumed()),
        })
      }
      return { signature, err, logs: meta.logs() }
    },
  }
  for (const { address } of SOLANA_DEV_ACCOUNTS) {
    const funded = ledger.airdrop(address, SOLANA_DEV_BALANCE_LAMPORTS)
    if (funded.err !== null) throw new Error(`Funding the Solana dev account ${address} failed: ${JSON.stringify(funded.err)}`)
  }
  mintDevToken(svm)
  return ledger
}

/**
 * The dev SPL token, written as genesis state (as a validator's --account flag would): the mint, and each dev
 * account's associated token account holding its share.
 * @param {LiteSVM} svm
 */
function mintDevToken(svm) {
  const encoder = getAddressEncoder()
  const key = (/** @type {string} */ value) => /** @type {import('@solana/kit').Address} */ (value)
  const bytes = (/** @type {string} */ value) => new Uint8Array(encoder.encode(key(value)))
  /** @param {string} address @param {Uint8Array} data */
  const write = (address, data) =>
    svm.setAccount({
      address: key(address),
      data,
      executable: false,
      lamports: /** @type {import('@solana/kit').Lamports} */ (svm.minimumBalanceForRentExemption(BigInt(data.length))),
      programAddress: key(TOKEN_PROGRAM),
      space: BigInt(data.length),
    })
  const { mint, devAccountAmount, decimals, tokenAccounts } = SOLANA_DEV_TOKEN
  const holders = Object.entries(tokenAccounts)
  write(mint, mintData({ authority: bytes(SOLANA_DEV_ACCOUNTS[0].address), supply: devAccountAmount * BigInt(holders.length), decimals }))
  for (const [owner, account] of holders) write(account, tokenAccountData({ mint: bytes(mint), owner: bytes(owner), amount: devAccountAmount }))
}

/** @typedef {ReturnType<typeof createLedger>} Ledger */
