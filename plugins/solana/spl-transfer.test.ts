// @vitest-environment node
// Node, not the DOM: @solana/kit's Node build and the local cluster need Node's own networking.
import * as kit from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEV_ACCOUNTS } from '../../devnet/solana/cluster.mjs'
import { startSolanaCluster, type SolanaCluster } from '../../devnet/solana/service.mjs'
import { SOLANA_DEV_TOKEN } from '../../devnet/solana/spl-token.mjs'
import { KitError, type Connector } from '../../kernel/index.js'
import { defineSolanaNetwork } from './define-network.js'
import { solanaLocal } from './networks.js'
import { createSolanaSend } from './send-capability.js'
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM, createAssociatedTokenIdempotent, transferChecked } from './spl-instructions.js'

const [A, B, C, D, E] = ['11111111111111111111111111111112', 'SysvarRent111111111111111111111111111111111', 'SysvarC1ock11111111111111111111111111111111', 'Vote111111111111111111111111111111111111111', 'Stake11111111111111111111111111111111111111'] as kit.Address[]

/** Each account as `address ROLE`, the role named by @solana/kit's enum. */
const roles = (instruction: kit.Instruction) => (instruction.accounts ?? []).map((meta) => `${meta.address} ${kit.AccountRole[meta.role]}`)

describe('the SPL instructions, against SPL Token’s and the ATA program’s layouts', () => {
  it('TransferChecked: 12, the amount as a little-endian u64, the decimals; source, mint, destination, owner signing', () => {
    const instruction = transferChecked({ source: A!, mint: B!, destination: C!, authority: D!, amount: 2_500_000n, decimals: 6, tokenProgram: TOKEN_PROGRAM })
    // 2,500,000 = 0x2625a0
    expect([...instruction.data!]).toEqual([12, 0xa0, 0x25, 0x26, 0, 0, 0, 0, 0, 6])
    expect(instruction.programAddress).toBe(TOKEN_PROGRAM)
    expect(roles(instruction)).toEqual([`${A} WRITABLE`, `${B} READONLY`, `${C} WRITABLE`, `${D} READONLY_SIGNER`])
    expect([...transferChecked({ source: A!, mint: B!, destination: C!, authority: D!, amount: 2n ** 64n - 1n, decimals: 9, tokenProgram: TOKEN_PROGRAM }).data!]).toEqual([12, 255, 255, 255, 255, 255, 255, 255, 255, 9])
  })

  it('CreateIdempotent: the single byte 1; payer signing, the new account, its owner, mint, system and token programs', () => {
    const instruction = createAssociatedTokenIdempotent({ payer: A!, account: B!, owner: C!, mint: D!, tokenProgram: E! })
    expect([...instruction.data!]).toEqual([1])
    expect(instruction.programAddress).toBe(ASSOCIATED_TOKEN_PROGRAM)
    expect(roles(instruction)).toEqual([`${A} WRITABLE_SIGNER`, `${B} WRITABLE`, `${C} READONLY`, `${D} READONLY`, `${SYSTEM_PROGRAM} READONLY`, `${E} READONLY`])
  })
})

describe('sending the dev SPL token on the local cluster', () => {
  let cluster: SolanaCluster
  beforeAll(async () => {
    cluster = await startSolanaCluster({ port: 0 })
  })
  afterAll(() => cluster?.close())

  const network = () => defineSolanaNetwork({ reference: solanaLocal.id as string, name: 'local', rpcUrls: [cluster.rpcUrl] })
  const token = { address: `${solanaLocal.caipNetworkId}:${SOLANA_DEV_TOKEN.mint}`, symbol: 'DUSD', decimals: 6 }
  const sender = SOLANA_DEV_ACCOUNTS[0]!

  /** A pairing-style wallet: signs what solana_signAndSendTransaction hands it with the dev key and submits it. */
  async function requestWallet(): Promise<Connector> {
    const keys = await kit.createKeyPairFromPrivateKeyBytes(Buffer.from(sender.seed, 'hex'))
    const rpc = kit.createSolanaRpc(cluster.rpcUrl)
    const request = async ({ params }: { method: string; params: { transaction: string } }) => {
      const transaction = kit.getTransactionDecoder().decode(Buffer.from(params.transaction, 'base64'))
      const signed = await kit.signTransaction([keys], transaction)
      return { signature: await rpc.sendTransaction(kit.getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send() }
    }
    return { requester: () => ({ request }) } as unknown as Connector
  }

  async function tokenBalance(owner: string): Promise<bigint | undefined> {
    const rpc = kit.createSolanaRpc(cluster.rpcUrl)
    const encoder = kit.getAddressEncoder()
    const [account] = await kit.getProgramDerivedAddress({ programAddress: ASSOCIATED_TOKEN_PROGRAM, seeds: [encoder.encode(kit.address(owner)), encoder.encode(TOKEN_PROGRAM), encoder.encode(kit.address(SOLANA_DEV_TOKEN.mint))] })
    const { value } = await rpc.getAccountInfo(account, { encoding: 'base64' }).send()
    return value ? Buffer.from(value.data[0], 'base64').readBigUInt64LE(64) : undefined
  }

  it('creates a fresh receiver’s token account, moves the amount, and prices the message at one signature', async () => {
    const receiver = await kit.getAddressFromPublicKey((await kit.generateKeyPair()).publicKey)
    expect(await tokenBalance(receiver)).toBeUndefined()
    const send = createSolanaSend()
    const parameters = { caipNetwork: network(), from: sender.address, to: receiver, token, amount: 12_345_678n }
    expect(await send.estimateFee(parameters)).toEqual({ amount: 5_000n, symbol: 'SOL', decimals: 9 })
    const signature = await send.send({ ...parameters, connector: await requestWallet() })
    await send.wait({ caipNetwork: network(), hash: signature })
    expect(await tokenBalance(receiver)).toBe(12_345_678n)
    expect(await tokenBalance(sender.address)).toBe(SOLANA_DEV_TOKEN.devAccountAmount - 12_345_678n)

    // The receiver's account exists now: the same transfer again lands (CreateIdempotent leaves it as it is).
    await send.wait({ caipNetwork: network(), hash: await send.send({ ...parameters, connector: await requestWallet() }) })
    expect(await tokenBalance(receiver)).toBe(24_691_356n)
  })

  it('refuses a token whose mint is not an SPL mint on the cluster; decimals other than the mint’s move nothing', async () => {
    const send = createSolanaSend()
    const base = { caipNetwork: network(), from: sender.address, to: SOLANA_DEV_ACCOUNTS[2]!.address, amount: 1n }
    await expect(send.estimateFee({ ...base, token: { address: `${solanaLocal.caipNetworkId}:${SOLANA_DEV_ACCOUNTS[3]!.address}`, symbol: 'X', decimals: 6 } })).rejects.toThrow('The token is not an SPL token on this cluster')
    const before = await tokenBalance(base.to)
    // The cluster's preflight runs SPL Token, which refuses TransferChecked with the wrong decimals.
    await expect(send.send({ ...base, token: { ...token, decimals: 9 }, connector: await requestWallet() })).rejects.toBeInstanceOf(KitError)
    expect(await tokenBalance(base.to)).toBe(before)
  })
})
