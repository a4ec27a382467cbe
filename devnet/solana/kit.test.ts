// @vitest-environment node
/**
 * The cluster seen by @solana/kit: HTTP RPC plus signatureSubscribe over the WebSocket port.
 */
import {
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  address,
  assertIsTransactionWithBlockhashLifetime,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEV_BALANCE_LAMPORTS } from './cluster.mjs'
import { startSolanaCluster, type SolanaCluster } from './service.mjs'

let cluster: SolanaCluster
beforeAll(async () => {
  cluster = await startSolanaCluster({ port: 0 })
})
afterAll(() => cluster?.close())

const account = (index: number) => SOLANA_DEV_ACCOUNTS[index] ?? { address: '', seed: '' }

it('reads a dev balance and confirms a transfer over signatureSubscribe', async () => {
  const rpc = createSolanaRpc(cluster.rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(cluster.wsUrl)
  const { value: start } = await rpc.getBalance(address(account(1).address)).send()
  expect(start).toBe(SOLANA_DEV_BALANCE_LAMPORTS)

  const payer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(account(1).seed, 'hex'))
  const to = address(account(3).address)
  const { value: toBefore } = await rpc.getBalance(to).send()
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: payer, destination: to, amount: lamports(250_000_000n) }), m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, { commitment: 'confirmed' })

  const { value: statuses } = await rpc.getSignatureStatuses([getSignatureFromTransaction(transaction)]).send()
  expect(statuses[0]?.err).toBeNull()
  expect((await rpc.getBalance(payer.address).send()).value).toBe(SOLANA_DEV_BALANCE_LAMPORTS - 250_000_000n - 5_000n)
  expect((await rpc.getBalance(to).send()).value).toBe(toBefore + 250_000_000n)
})

it('serves subscriptions on the HTTP port too', async () => {
  const rpcSubscriptions = createSolanaRpcSubscriptions(cluster.rpcUrl.replace('http', 'ws'))
  const abort = new AbortController()
  const slots = await rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
  const rpc = createSolanaRpc(cluster.rpcUrl)
  const before = await rpc.getSlot().send()
  // Kit hands out only what arrives while someone waits on the iterator, so the wait starts before the airdrop.
  const next = slots[Symbol.asyncIterator]().next()
  await rpc.requestAirdrop(address(account(2).address), lamports(1_000_000_000n)).send()
  const notification = await next
  abort.abort()
  expect(notification.done).toBe(false)
  expect(notification.value?.slot).toBeGreaterThan(before)
})
