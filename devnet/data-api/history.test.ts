// @vitest-environment node
/**
 * The devnet indexer behind GET /v1/account/{account}/history (spec §3 Transaction, §7), against a real devnet: both
 * anvil chains with the tokens and the spam NFT deployed, and the local Solana cluster. Transfers are made with
 * plain JSON-RPC (anvil's unlocked dev accounts) and @solana/kit, never through the code under test.
 */
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  address as solanaAddress,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEV_ACCOUNT_0 } from '../dev-accounts.mjs'
import type { Devnet } from '../index.mjs'
import { rpcRequest } from '../json-rpc.mjs'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET } from '../solana/cluster.mjs'
import { SPAM_NFT } from '../spam-nft.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { TEST_WALLET_ADDRESSES } from '../test-wallet.mjs'
import { DEVNET_TOKENS } from '../tokens.mjs'

const SDK = { projectId: 'tessera-devnet-project', st: 'appkit', sv: 'html-wagmi-4.2.2' }
const DUSD = DEVNET_TOKENS.find((token) => token.symbol === 'DUSD')!
const WALLET = TEST_WALLET_ADDRESSES[0] as Address

// The hosted API's Transaction (spec §3), strictly: a field the kit does not expect would be caught here.
const Transfer = z.strictObject({
  fungible_info: z.strictObject({ name: z.string(), symbol: z.string(), icon: z.strictObject({ url: z.url() }) }).optional(),
  nft_info: z.strictObject({ name: z.string(), flags: z.strictObject({ is_spam: z.boolean() }) }).optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.strictObject({ numeric: z.string().regex(/^\d+(\.\d+)?$/) }),
  value: z.number().nonnegative().optional(),
  price: z.number().nonnegative().optional(),
})
const Transaction = z.strictObject({
  id: z.string(),
  metadata: z.strictObject({
    operationType: z.enum(['send', 'receive', 'trade', 'mint', 'execute']),
    hash: z.string(),
    minedAt: z.iso.datetime(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number().int(),
    chain: z.string(),
  }),
  transfers: z.array(Transfer),
})
const History = z.strictObject({ data: z.array(Transaction), next: z.string().nullable() })

let devnet: Devnet
let baseUrl: string
const rpcUrl = (chainId: number) => devnet.chains.find((chain) => chain.id === chainId)!.rpcUrl

beforeAll(async () => {
  devnet = await startTestDevnet({ solanaPort: 0, dataApiPort: 0 })
  baseUrl = devnet.services.dataApi!.url
}, 30_000)
afterAll(async () => {
  await devnet?.stop()
})

function call(account: string, query: Record<string, string> = {}) {
  const url = new URL(`/v1/account/${account}/history`, baseUrl)
  for (const [key, value] of Object.entries({ ...SDK, ...query })) url.searchParams.set(key, value)
  return fetch(url)
}

async function history(account: string, query: Record<string, string> = {}) {
  const response = await call(account, query)
  expect(response.status).toBe(200)
  return History.parse(await response.json())
}

/** Every page, following `next`. */
async function allPages(account: string, query: Record<string, string> = {}) {
  const pages: z.infer<typeof History>[] = []
  let cursor: string | null = null
  do {
    const page = await history(account, cursor ? { ...query, cursor } : query)
    pages.push(page)
    cursor = page.next
  } while (cursor && pages.length < 20)
  return pages
}

/** Sends and waits for the receipt: anvil answers with the hash before its block is mined. */
async function sendFromDevAccount(chainId: number, transaction: Record<string, string>): Promise<string> {
  const hash = (await rpcRequest(rpcUrl(chainId), 'eth_sendTransaction', [{ from: DEV_ACCOUNT_0.address, ...transaction }])) as string
  for (let tries = 0; tries < 200 && (await rpcRequest(rpcUrl(chainId), 'eth_getTransactionReceipt', [hash])) === null; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return hash
}

describe('GET /v1/account/{account}/history on the anvil chains', () => {
  it("lists the test wallet's start: the token mints and the spam NFT, flagged", async () => {
    const { data, next } = await history(WALLET, { chainId: 'eip155:31337' })
    expect(next).toBeNull()
    expect(data.every((transaction) => transaction.metadata.chain === 'eip155:31337')).toBe(true)
    const symbols = data.flatMap((transaction) => transaction.transfers.flatMap((transfer) => transfer.fungible_info?.symbol ?? []))
    expect(symbols).toEqual(expect.arrayContaining(['DUSD', 'TSR', 'ZERO']))
    const dusd = data.flatMap((transaction) => transaction.transfers).find((transfer) => transfer.fungible_info?.symbol === 'DUSD')
    expect(dusd).toMatchObject({ direction: 'in', quantity: { numeric: DUSD.initialBalances.testWallet[0] } })

    const spam = data.filter((transaction) => transaction.transfers.some((transfer) => transfer.nft_info))
    expect(spam).toHaveLength(1)
    expect(spam[0]!.transfers).toEqual([{ nft_info: { name: `${SPAM_NFT.name} #1`, flags: { is_spam: true } }, direction: 'in', quantity: { numeric: '1' } }])
    // Only the spam contract's transfers are flagged.
    expect(data.flatMap((transaction) => transaction.transfers).filter((transfer) => transfer.nft_info?.flags.is_spam)).toHaveLength(1)
  })

  it('filters by chain: each chain answers its own transactions, no chainId answers both', async () => {
    const a = await history(WALLET, { chainId: 'eip155:31337' })
    const b = await history(WALLET, { chainId: 'eip155:31338' })
    const both = await history(WALLET)
    expect(b.data.every((transaction) => transaction.metadata.chain === 'eip155:31338')).toBe(true)
    expect(both.data).toHaveLength(a.data.length + b.data.length)
    expect((await history(WALLET, { chainId: 'eip155:1' })).data).toEqual([])
  })

  it('indexes native and ERC-20 transfers as the receiver and the sender see them', async () => {
    const receiver = privateKeyToAddress(generatePrivateKey())
    const nativeHash = await sendFromDevAccount(31337, { to: receiver, value: `0x${parseEther('0.75').toString(16)}` })
    const tokenHash = await sendFromDevAccount(31337, {
      to: DUSD.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, parseUnits('12.5', DUSD.decimals)] }),
    })

    const { data } = await history(receiver, { chainId: 'eip155:31337' })
    expect(data.map((transaction) => transaction.metadata.hash)).toEqual([tokenHash, nativeHash])
    expect(data[0]!.metadata).toMatchObject({ operationType: 'receive', sentFrom: DEV_ACCOUNT_0.address.toLowerCase(), sentTo: receiver.toLowerCase(), status: 'confirmed' })
    expect(data[0]!.transfers).toEqual([
      expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'DUSD' }), direction: 'in', quantity: { numeric: '12.5' }, value: 12.5, price: 1 }),
    ])
    expect(data[1]!.transfers).toEqual([
      expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'ETH' }), direction: 'in', quantity: { numeric: '0.75' }, value: 1875 }),
    ])

    const sender = await history(DEV_ACCOUNT_0.address, { chainId: 'eip155:31337' })
    const sent = sender.data.find((transaction) => transaction.metadata.hash === tokenHash)
    expect(sent?.metadata).toMatchObject({ operationType: 'send', sentTo: receiver.toLowerCase() })
    expect(sent?.transfers[0]?.direction).toBe('out')
  })

  it('pages with `next`, newest first, without losing or repeating a transaction', async () => {
    const receiver = privateKeyToAddress(generatePrivateKey())
    const hashes: string[] = []
    for (let i = 1; i <= 45; i++) hashes.push(await sendFromDevAccount(31338, { to: receiver, value: `0x${i.toString(16)}` }))
    const pages = await allPages(receiver, { chainId: 'eip155:31338' })
    expect(pages.map((page) => page.data.length)).toEqual([20, 20, 5])
    expect(pages.at(-1)!.next).toBeNull()
    expect(pages.flatMap((page) => page.data.map((transaction) => transaction.metadata.hash))).toEqual(hashes.reverse())
  })

  it('forgets transactions of blocks the chain reverted', async () => {
    const receiver = privateKeyToAddress(generatePrivateKey())
    const snapshot = await rpcRequest(rpcUrl(31337), 'evm_snapshot')
    // Polled: the indexer follows the chain's head, as any indexer does, a moment after a block or a revert.
    const hashes = async () => (await history(receiver, { chainId: 'eip155:31337' })).data.map((transaction) => transaction.metadata.hash)
    const first = await sendFromDevAccount(31337, { to: receiver, value: '0x1' })
    await expect.poll(hashes).toEqual([first])
    await rpcRequest(rpcUrl(31337), 'evm_revert', [snapshot])
    await expect.poll(hashes).toEqual([])
    const replacement = await sendFromDevAccount(31337, { to: receiver, value: '0x2' })
    await expect.poll(hashes).toEqual([replacement])
  })

  it('refuses what it cannot answer', async () => {
    expect((await call('not-an-address')).status).toBe(400)
    expect((await call(WALLET, { cursor: 'bogus' })).status).toBe(400)
    expect((await call(WALLET, { chainId: 'nope' })).status).toBe(400)
    expect((await fetch(new URL(`/v1/account/${WALLET}/history`, baseUrl))).status).toBe(401)
    expect(await history(WALLET, { onramp: 'coinbase' })).toEqual({ data: [], next: null })
  })
})

describe('GET /v1/account/{account}/history on the local Solana cluster', () => {
  it('lists a SOL transfer for the payer (out) and the receiver (in)', async () => {
    const rpc = createSolanaRpc(devnet.solana!.rpcUrl)
    const payer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(SOLANA_DEV_ACCOUNTS[1]!.seed, 'hex'))
    const to = solanaAddress(SOLANA_DEV_ACCOUNTS[2]!.address)
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const transaction = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: to, amount: lamports(1_500_000_000n) }), m),
      ),
    )
    await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send()
    const signature = getSignatureFromTransaction(transaction)

    const sent = await history(payer.address, { chainId: SOLANA_DEVNET.caipNetworkId })
    expect(sent.data[0]!.metadata).toMatchObject({ hash: signature, operationType: 'send', sentFrom: payer.address, sentTo: to, chain: SOLANA_DEVNET.caipNetworkId })
    expect(sent.data[0]!.transfers).toEqual([expect.objectContaining({ fungible_info: expect.objectContaining({ symbol: 'SOL' }), direction: 'out', quantity: { numeric: '1.5' } })])
    const received = await history(to, { chainId: SOLANA_DEVNET.caipNetworkId })
    expect(received.data[0]!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' } })
    // A Solana account has no history on an EVM chain.
    expect((await history(to, { chainId: 'eip155:31337' })).data).toEqual([])
  })
})
