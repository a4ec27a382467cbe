// @vitest-environment node
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getContractAddress,
  http,
  parseAbi,
  parseEther,
  parseGwei,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import {
  createBundlerClient,
  entryPoint07Address,
  formatUserOperationRequest,
  getUserOperationHash,
  type BundlerClient,
  type SmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_0 } from '../dev-accounts.mjs'
import type { Devnet } from '../index.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { SIMPLE_ACCOUNT_FACTORY_07_ADDRESS } from '../smart-accounts.mjs'
import { DEVNET_TOKEN_ABI, DEVNET_TOKENS } from '../tokens.mjs'
import { toSimpleAccount07 } from '../simple-account.mjs'

let devnet: Devnet
let chain: Chain
let bundlerUrl: string
let publicClient: PublicClient<Transport, Chain>
let bundler: BundlerClient

beforeAll(async () => {
  devnet = await startTestDevnet({ bundlerPort: 0 })
  const { id, name, rpcUrl } = devnet.chains[0]!
  chain = { id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  bundlerUrl = devnet.bundler!.urls[id]!
  publicClient = createPublicClient({ chain, transport: http() })
  bundler = createBundlerClient({ client: publicClient, chain, transport: http(bundlerUrl, { retryCount: 0 }) })
}, 30_000)

afterAll(async () => {
  await devnet?.stop()
})

const fund = async (address: Address, value: bigint) => {
  const wallet = createWalletClient({ account: privateKeyToAccount(DEV_ACCOUNT_0.privateKey), chain, transport: http() })
  await publicClient.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: address, value }) })
}

const newAccount = () => toSimpleAccount07({ client: publicClient, owner: privateKeyToAccount(generatePrivateKey()) })

async function rpc(method: string, params: unknown[], url = bundlerUrl) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { code: number; message: string } } }
}

describe('the devnet bundler with viem\'s bundler client', () => {
  it('serves EntryPoint v0.7 at its canonical address on each chain', async () => {
    expect(await bundler.getSupportedEntryPoints()).toEqual([entryPoint07Address])
    expect(await bundler.getChainId()).toBe(chain.id)
    for (const { id, rpcUrl } of devnet.chains) {
      expect((await rpc('eth_chainId', [], devnet.bundler!.urls[id])).body.result).toBe(`0x${id.toString(16)}`)
      const reader = createPublicClient({ transport: http(rpcUrl) })
      expect((await reader.getCode({ address: entryPoint07Address }))?.length).toBeGreaterThan(1000)
      // Its constructor ran: the SenderCreator it made (its first CREATE) is there to deploy accounts.
      const senderCreator = getContractAddress({ from: entryPoint07Address, nonce: 1n })
      expect(senderCreator).toBe('0xEFC2c1444eBCC4Db75e7613d20C6a62fF67A167C')
      expect(await reader.getCode({ address: senderCreator })).toMatch(/^0x[0-9a-f]{100,}/)
    }
  })

  it('deploys a SimpleAccount with its first user operation, then moves ETH with the second', async () => {
    const account = await newAccount()
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
    await fund(account.address, parseEther('1'))

    const firstHash = await bundler.sendUserOperation({ account, calls: [{ to: account.address, value: 0n }] })
    const first = await bundler.waitForUserOperationReceipt({ hash: firstHash, pollingInterval: 50, timeout: 10_000 })
    expect(first.success).toBe(true)
    expect(first.receipt.status).toBe('success')
    expect(first.sender.toLowerCase()).toBe(account.address.toLowerCase())
    expect(first.actualGasCost).toBeGreaterThan(0n)
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{40,}/)

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const before = await publicClient.getBalance({ address: account.address })
    const secondHash = await bundler.sendUserOperation({ account, calls: [{ to: recipient, value: parseEther('0.25') }] })
    const second = await bundler.waitForUserOperationReceipt({ hash: secondHash, pollingInterval: 50, timeout: 10_000 })
    expect(second.success).toBe(true)
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await publicClient.getBalance({ address: account.address })).toBeLessThan(before - parseEther('0.25') + 1n)

    const looked = await bundler.getUserOperation({ hash: secondHash })
    expect(looked.transactionHash).toBe(second.receipt.transactionHash)
    expect(looked.blockNumber).toBe(second.receipt.blockNumber)
    expect(looked.userOperation.sender.toLowerCase()).toBe(account.address.toLowerCase())
    expect(looked.userOperation.callData).toBeTypeOf('string')
    expect(looked.userOperation.factory).toBeUndefined()
    // The same signed operation again: known, not sent twice.
    const again = await rpc('eth_sendUserOperation', [formatUserOperationRequest(looked.userOperation), entryPoint07Address])
    expect(again.body.error).toMatchObject({ code: -32602, message: expect.stringContaining('already known') })
  }, 30_000)

  it('reports an operation whose call reverted on chain as unsuccessful, with the revert reason', async () => {
    const account = await newAccount()
    await fund(account.address, parseEther('1'))
    const transfer = { to: DEVNET_TOKENS[0]!.address, abi: DEVNET_TOKEN_ABI, functionName: 'transfer', args: [DEV_ACCOUNT_0.address, 1n] } as const
    // Gas given by hand, so no estimate stops it: validation passes, the token transfer reverts.
    const hash = await bundler.sendUserOperation({
      account,
      calls: [transfer],
      callGasLimit: 200_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 100_000n,
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 50, timeout: 10_000 })
    expect(receipt.success).toBe(false)
    expect(receipt.receipt.status).toBe('success')
    expect(receipt.reason).toMatch(/^0xe450d38c/) // ERC20InsufficientBalance
    // Validation ran, so the account exists and paid for the attempt.
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{40,}/)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
  }, 30_000)

  it('refuses a user operation signed by the wrong key with the EntryPoint\'s AA24', async () => {
    const account = await newAccount()
    await fund(account.address, parseEther('1'))
    const { account: _prepared, ...prepared } = await bundler.prepareUserOperation({ account, calls: [{ to: account.address, value: 0n }] })
    const operation: UserOperation<'0.7'> = { ...prepared }
    const stranger = privateKeyToAccount(generatePrivateKey())
    const hash = getUserOperationHash({ chainId: chain.id, entryPointAddress: entryPoint07Address, entryPointVersion: '0.7', userOperation: operation })
    const signature = await stranger.signMessage({ message: { raw: hash } })
    await expect(bundler.sendUserOperation({ ...operation, account, signature })).rejects.toThrow(/AA24 signature error/)
    const raw = await rpc('eth_sendUserOperation', [formatUserOperationRequest({ ...operation, signature }), entryPoint07Address])
    expect(raw.body.error).toMatchObject({ code: -32507, message: 'AA24 signature error' })
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
  }, 30_000)

  it('says so when the account\'s call would revert, before anything is sent', async () => {
    const account: SmartAccount = await newAccount()
    await fund(account.address, parseEther('1'))
    const transfer = { to: DEVNET_TOKENS[0]!.address, abi: DEVNET_TOKEN_ABI, functionName: 'transfer', args: [DEV_ACCOUNT_0.address, 1n] } as const
    // viem decodes the token's own revert, which the bundler passes on as the error's data.
    await expect(bundler.estimateUserOperationGas({ account, calls: [transfer] })).rejects.toThrow(/ERC20InsufficientBalance/)
    const raw = await rpc('eth_estimateUserOperationGas', [
      formatUserOperationRequest({
        sender: account.address,
        nonce: 0n,
        ...(await account.getFactoryArgs()),
        callData: await account.encodeCalls([{ to: transfer.to, data: encodeFunctionData(transfer) }]),
        maxFeePerGas: parseGwei('10'),
        maxPriorityFeePerGas: parseGwei('1'),
        signature: await account.getStubSignature(),
      }),
      entryPoint07Address,
    ])
    expect(raw.body.error?.code).toBe(-32521)
    expect(await publicClient.getCode({ address: account.address })).toBeUndefined()
  }, 30_000)

  it('places a factory whose accounts answer to this EntryPoint', async () => {
    const implementation = await publicClient.readContract({
      address: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS,
      abi: parseAbi(['function accountImplementation() view returns (address)']),
      functionName: 'accountImplementation',
    })
    const entryPoint = await publicClient.readContract({
      address: implementation,
      abi: parseAbi(['function entryPoint() view returns (address)']),
      functionName: 'entryPoint',
    })
    expect(entryPoint).toBe(entryPoint07Address)
  })
})

describe('the devnet bundler with malformed input', () => {
  const op = {
    sender: '0x1234567890123456789012345678901234567890',
    nonce: '0x0',
    callData: '0x',
    callGasLimit: '0x10000',
    verificationGasLimit: '0x10000',
    preVerificationGas: '0x10000',
    maxFeePerGas: '0x3b9aca00',
    maxPriorityFeePerGas: '0x1',
    signature: '0x',
  }

  it.each([
    ['a short address', { ...op, sender: '0x1234' }],
    ['a missing gas field', { ...op, callGasLimit: undefined }],
    ['odd hex', { ...op, callData: '0xabc' }],
    ['callData over 64 KiB', { ...op, callData: `0x${'ab'.repeat(64 * 1024 + 1)}` }],
    ['gas limits over the cap', { ...op, callGasLimit: '0xffffffff' }],
    ['an unknown field', { ...op, eip7702Auth: {} }],
    ['a priority fee above the fee cap', { ...op, maxPriorityFeePerGas: '0x3b9aca01' }],
    ['not an object', 'hello'],
  ])('refuses %s with -32602', async (_name, userOperation) => {
    const { status, body } = await rpc('eth_sendUserOperation', [userOperation, entryPoint07Address])
    expect(status).toBe(200)
    expect(body.error?.code).toBe(-32602)
  })

  it('refuses another entry point, an unknown method, junk and an oversized body', async () => {
    expect((await rpc('eth_sendUserOperation', [op, '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'])).body.error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('not supported'),
    })
    expect((await rpc('eth_getUserOperationReceipt', ['0x12'])).body.error?.code).toBe(-32602)
    expect((await rpc('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])).body.result).toBeNull()
    expect((await rpc('eth_sendTransaction', [])).body.error?.code).toBe(-32601)
    const junk = await fetch(bundlerUrl, { method: 'POST', body: '{"jsonrpc":' })
    expect(((await junk.json()) as { error: { code: number } }).error.code).toBe(-32700)
    const big = await fetch(bundlerUrl, { method: 'POST', body: `"${'x'.repeat(300 * 1024)}"` })
    expect(big.status).toBe(413)
    const elsewhere = await fetch(`${devnet.bundler!.url}/1`, { method: 'POST', body: '{}' })
    expect(elsewhere.status).toBe(404)
    // Still serving after all of that.
    expect((await rpc('eth_supportedEntryPoints', [])).body.result).toEqual([entryPoint07Address])
  })

  it('answers a user operation that is not its own with -32602 when its preVerificationGas is too low', async () => {
    const { body } = await rpc('eth_sendUserOperation', [{ ...op, preVerificationGas: '0x1' }, entryPoint07Address])
    expect(body.error).toMatchObject({ code: -32602, message: expect.stringContaining('preVerificationGas') })
  })
})
