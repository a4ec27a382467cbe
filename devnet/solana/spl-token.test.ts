// @vitest-environment node
/**
 * The dev SPL token as a client sees it over RPC: the mint owned by SPL Token, each dev account's associated token
 * account holding its share, and a TransferChecked the real SPL Token program (loaded by LiteSVM) executes.
 */
import { createHash } from 'node:crypto'
import * as kit from '@solana/kit'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from './cluster.mjs'
import { startSolanaCluster, type SolanaCluster } from './service.mjs'
import { SOLANA_DEV_TOKEN, TOKEN_PROGRAM, associatedTokenAddress } from './spl-token.mjs'

let cluster: SolanaCluster
beforeAll(async () => {
  cluster = await startSolanaCluster({ port: 0 })
})
afterAll(() => cluster?.close())

async function tokenAccount(rpcUrl: string, account: string) {
  const { value } = await kit.createSolanaRpc(rpcUrl).getAccountInfo(kit.address(account), { encoding: 'base64' }).send()
  if (!value) return undefined
  const data = Buffer.from(value.data[0], 'base64')
  return { owner: value.owner, mint: kit.getBase58Decoder().decode(data.subarray(0, 32)), holder: kit.getBase58Decoder().decode(data.subarray(32, 64)), amount: data.readBigUInt64LE(64) }
}

it('the mint address comes from its label, and each listed token account is the dev account’s associated one', async () => {
  expect(SOLANA_DEV_TOKEN.mint).toBe(kit.getBase58Decoder().decode(createHash('sha256').update('tessera solana dev mint DUSD').digest()))
  for (const { address: owner } of SOLANA_DEV_ACCOUNTS) expect(SOLANA_DEV_TOKEN.tokenAccounts[owner]).toBe(await associatedTokenAddress(owner, SOLANA_DEV_TOKEN.mint))
})

it('the mint is an SPL Token mint with 6 decimals and the whole supply held by the dev accounts', async () => {
  const { value } = await kit.createSolanaRpc(cluster.rpcUrl).getAccountInfo(kit.address(SOLANA_DEV_TOKEN.mint), { encoding: 'base64' }).send()
  expect(value?.owner).toBe(TOKEN_PROGRAM)
  const data = Buffer.from(value!.data[0], 'base64')
  expect(data.length).toBe(82)
  expect(data.readBigUInt64LE(36)).toBe(SOLANA_DEV_TOKEN.devAccountAmount * BigInt(SOLANA_DEV_ACCOUNTS.length))
  expect(data[44]).toBe(6)
  expect(data[45]).toBe(1)
})

it('each dev account holds 1000 DUSD, and SPL Token moves it with TransferChecked', async () => {
  for (const { address: owner } of SOLANA_DEV_ACCOUNTS) {
    expect(await tokenAccount(cluster.rpcUrl, SOLANA_DEV_TOKEN.tokenAccounts[owner]!)).toEqual({ owner: TOKEN_PROGRAM, mint: SOLANA_DEV_TOKEN.mint, holder: owner, amount: 1_000_000_000n })
  }
  const [from, to] = [SOLANA_DEV_ACCOUNTS[1]!, SOLANA_DEV_ACCOUNTS[2]!]
  const signer = await kit.createKeyPairSignerFromPrivateKeyBytes(Buffer.from(from.seed, 'hex'))
  const rpc = kit.createSolanaRpc(cluster.rpcUrl)
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, 2_500_000n, true)
  data[9] = 6
  const transfer = {
    programAddress: kit.address(TOKEN_PROGRAM),
    accounts: [
      { address: kit.address(SOLANA_DEV_TOKEN.tokenAccounts[from.address]!), role: kit.AccountRole.WRITABLE as const },
      { address: kit.address(SOLANA_DEV_TOKEN.mint), role: kit.AccountRole.READONLY as const },
      { address: kit.address(SOLANA_DEV_TOKEN.tokenAccounts[to.address]!), role: kit.AccountRole.WRITABLE as const },
      { address: signer.address, role: kit.AccountRole.READONLY_SIGNER as const, signer },
    ],
    data,
  }
  const message = kit.pipe(
    kit.createTransactionMessage({ version: 0 }),
    (m) => kit.setTransactionMessageFeePayerSigner(signer, m),
    (m) => kit.setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => kit.appendTransactionMessageInstruction(transfer, m),
  )
  const wire = kit.getBase64EncodedWireTransaction(await kit.signTransactionMessageWithSigners(message))
  await rpc.sendTransaction(wire, { encoding: 'base64' }).send()
  expect((await tokenAccount(cluster.rpcUrl, SOLANA_DEV_TOKEN.tokenAccounts[to.address]!))?.amount).toBe(1_002_500_000n)
  expect((await tokenAccount(cluster.rpcUrl, SOLANA_DEV_TOKEN.tokenAccounts[from.address]!))?.amount).toBe(997_500_000n)
})
