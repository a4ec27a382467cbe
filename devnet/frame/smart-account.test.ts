// @vitest-environment node
import { createPublicClient, createWalletClient, encodeFunctionData, http, parseAbi, parseEther, recoverMessageAddress, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_0 } from '../dev-accounts.mjs'
import type { Devnet } from '../index.mjs'
import { SIMPLE_ACCOUNT_FACTORY_07_ADDRESS } from '../simple-account.mjs'
import { startTestDevnet } from '../test-devnet.mjs'
import { evmAccounts, smartAccountAddress, smartAccountChains, smartAccountRequest } from './page/smart-account.mjs'
import type { UserKeys } from './page/store.mjs'

// The frame's smart-account route on Node's WebCrypto, with keys sealed the way the frame stores them, against the
// devnet's anvil chains and its bundler. The factory itself (an independent reading) says where the account is.
const SECRET = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'
const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])
const tokenAbi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

let devnet: Devnet
let keys: UserKeys
let chain: { id: number; name: string; rpcUrl: string; bundlerUrl: string }
let client: ReturnType<typeof createPublicClient>

const failure = (promise: Promise<unknown>): Promise<{ message: string; code?: unknown }> => promise.then(() => ({ message: 'resolved' }), (error: Error & { code?: unknown }) => ({ message: error.message, code: error.code }))

beforeAll(async () => {
  devnet = await startTestDevnet({ bundlerPort: 0 })
  const first = devnet.chains[0]!
  chain = { ...first, bundlerUrl: devnet.bundler!.urls[first.id]! }
  client = createPublicClient({ transport: http(chain.rpcUrl) })
  keys = await sealedKeys(SECRET)
}, 30_000)

/** A user's keys as the frame keeps them: the EVM key as AES-GCM ciphertext beside its non-extractable key. */
async function sealedKeys(secret: Hex): Promise<UserKeys> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, Buffer.from(secret.slice(2), 'hex'))
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair
  return { userId: secret.slice(2, 10), evm: { address: privateKeyToAddress(secret), iv, ciphertext, key }, solana: { address: 'unused', privateKey: pair.privateKey } }
}

afterAll(async () => {
  await devnet?.stop()
})

describe('the secure frame’s smart account', () => {
  it('is the factory’s SimpleAccount for the EOA key, served only on chains with a bundler', async () => {
    const expected = await client.readContract({ abi: factoryAbi, address: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS, functionName: 'getAddress', args: [keys.evm.address as Hex, 0n] })
    expect(await smartAccountAddress(keys, chain)).toBe(expected)
    expect(smartAccountChains([chain, { ...devnet.chains[1]! }])).toEqual([chain.id])
    const user = await evmAccounts(keys, chain, 'smartAccount')
    expect(user).toEqual({
      address: expected,
      accounts: [
        { address: expected, type: 'smartAccount' },
        { address: keys.evm.address, type: 'eoa' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect((await evmAccounts(keys, chain, 'eoa')).address).toBe(keys.evm.address)
    // Without a bundler the EOA is all there is, whatever is preferred.
    expect(await evmAccounts(keys, devnet.chains[1]!, 'smartAccount')).toEqual({
      address: keys.evm.address,
      accounts: [{ address: keys.evm.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(await smartAccountRequest({ method: 'eth_accounts' }, { keys, chain })).toEqual([expected])
  })

  it('a first send deploys the account through the bundler, a second uses it; the answer is the transaction hash', async () => {
    const address = await smartAccountAddress(keys, chain)
    const funder = createWalletClient({ account: privateKeyToAccount(DEV_ACCOUNT_0.privateKey), transport: http(chain.rpcUrl) })
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null }) })
    expect(await client.getCode({ address })).toBeUndefined()
    const before = await client.getBalance({ address: RECEIVER })

    const first = (await smartAccountRequest({ method: 'eth_sendTransaction', params: [{ from: address, to: RECEIVER, value: '0x2386f26fc10000' }] }, { keys, chain })) as Hex
    const receipt = await client.getTransactionReceipt({ hash: first })
    expect(receipt.status).toBe('success')
    expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
    expect(await client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.01'))
    expect((await evmAccounts(keys, chain, 'smartAccount')).smartAccountDeployed).toBe(true)

    const second = (await smartAccountRequest({ method: 'eth_sendTransaction', params: [{ to: RECEIVER, value: '0x2386f26fc10000' }] }, { keys, chain })) as Hex
    expect((await client.getTransactionReceipt({ hash: second })).status).toBe('success')
    expect(await client.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.02'))
  }, 20_000)

  it('eth_sendUserOperation makes several calls in one operation and answers its hash', async () => {
    const token = devnet.tokens[0]!
    const address = await smartAccountAddress(keys, chain)
    const hash = (await smartAccountRequest(
      {
        method: 'eth_sendUserOperation',
        params: [{ calls: [{ to: RECEIVER, value: '0x1' }, { to: RECEIVER, value: '0x2' }] }],
      },
      { keys, chain },
    )) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const byHash = await fetch(chain.bundlerUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationReceipt', params: [hash] }) })
    const { result } = (await byHash.json()) as { result: { success: boolean; sender: string } }
    expect(result.success).toBe(true)
    expect(result.sender.toLowerCase()).toBe(address.toLowerCase())
    // A call that reverts (a token the account does not hold) is refused with the reason, not left waiting.
    const transfer = encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [RECEIVER, 10n ** 30n] })
    const refused = await failure(smartAccountRequest({ method: 'eth_sendTransaction', params: [{ to: token.address, data: transfer }] }, { keys, chain }))
    expect(refused.code).toBe(-32603)
    expect(refused.message).toMatch(/^The user operation was refused: .*call reverted/)
    expect(await failure(smartAccountRequest({ method: 'eth_sendUserOperation', params: [{ calls: [] }] }, { keys, chain }))).toEqual({ message: 'Invalid params', code: -32602 })
  }, 20_000)

  it('signs messages from the smart account with the owner key (no ERC-1271 on SimpleAccount v0.7)', async () => {
    const address = await smartAccountAddress(keys, chain)
    const signature = (await smartAccountRequest({ method: 'personal_sign', params: ['0x6869', address] }, { keys, chain })) as Hex
    expect(await recoverMessageAddress({ message: { raw: '0x6869' }, signature })).toBe(keys.evm.address)
  })

  it('a bundler that refuses (an account with no funds) answers a clear error', async () => {
    const poorKeys = await sealedKeys(generatePrivateKey())
    const refused = await failure(smartAccountRequest({ method: 'eth_sendTransaction', params: [{ to: RECEIVER, value: '0x1' }] }, { keys: poorKeys, chain }))
    expect(refused.code).toBe(-32603)
    expect(refused.message).toMatch(/^The user operation was refused: .*AA21 didn't pay prefund/)
  }, 20_000)
})
