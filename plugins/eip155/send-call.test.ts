// @vitest-environment node
import { createPublicClient, encodeFunctionData, erc20Abi, http as viemHttp, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_HOLDER_DEV_ACCOUNTS } from '../../devnet/dev-accounts.mjs'
import { DEVNET_DEX, WETH9_ABI } from '../../devnet/dex.mjs'
import type { Devnet } from '../../devnet/index.mjs'
import { startTestDevnet } from '../../devnet/test-devnet.mjs'
import { DEVNET_TOKENS } from '../../devnet/tokens.mjs'
import { createHttp, createLogger, ErrorCode, isUserRejection, type Connector, type RequestProvider } from '../../kernel/index.js'
import { createFakeClock, createFakeConnector } from '../../kernel/testing/index.js'
import { devnet as devnetNetwork } from './networks.js'
import { contractCall, createEip155Send } from './send-capability.js'
import { createRpcClients } from './rpc-client.js'

const [DUSD] = DEVNET_TOKENS
// Its own account: the DEX tests send from #1 and #2, and a fresh chain per file keeps them apart anyway.
const trader = TOKEN_HOLDER_DEV_ACCOUNTS[0] as Address
let rpcUrl: () => string = () => ''
let stop: () => Promise<void> = async () => {}
beforeAll(async () => {
  const devnet: Devnet = await startTestDevnet()
  rpcUrl = () => devnet.chains[0]!.rpcUrl
  stop = () => devnet.stop()
}, 30_000)
afterAll(() => stop())

const clients = createRpcClients()
afterAll(() => clients.dispose())

const reader = () => createPublicClient({ transport: viemHttp(rpcUrl()) })
const capability = () =>
  createEip155Send({
    http: createHttp({ options: { projectId: 'p', sdkType: 'tessera', sdkVersion: '4.2.2' }, clock: createFakeClock(), signal: new AbortController().signal, log: createLogger('silent') }),
    rpc: async (network, signal) => clients.client(network, [rpcUrl()], signal),
  })

/** A wallet that is the node itself: anvil's dev accounts are unlocked, so it sends what it is asked to. */
function nodeWallet(intercept?: (method: string) => unknown): Connector {
  const provider: RequestProvider = {
    request: async ({ method, params }) => {
      const answer = intercept?.(method)
      if (answer !== undefined) throw answer
      return reader().request({ method, params } as never)
    },
  }
  return { ...createFakeConnector(), requester: () => provider }
}

describe('sendCall against anvil', () => {
  it('sends the call as built: the approval is on chain with the gas limit the service set', async () => {
    const send = capability()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEVNET_DEX.router, parseUnits('42', 6)] })
    const hash = await send.sendCall!({ caipNetwork: devnetNetwork, from: trader, connector: nodeWallet(), to: DUSD!.address, data, value: 0n, gas: 90_000n })
    await send.wait({ caipNetwork: devnetNetwork, hash })
    const client = reader()
    expect(await client.readContract({ address: DUSD!.address, abi: erc20Abi, functionName: 'allowance', args: [trader, DEVNET_DEX.router] })).toBe(parseUnits('42', 6))
    expect((await client.getTransaction({ hash: hash as Hex })).gas).toBe(90_000n)
  })

  it('sends the value with the call (WETH9 deposit)', async () => {
    const send = capability()
    const data = encodeFunctionData({ abi: WETH9_ABI, functionName: 'deposit', args: [] })
    const before = (await reader().readContract({ address: DEVNET_DEX.weth, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })) as bigint
    const hash = await send.sendCall!({ caipNetwork: devnetNetwork, from: trader, connector: nodeWallet(), to: DEVNET_DEX.weth, data, value: parseEther('0.3') })
    await send.wait({ caipNetwork: devnetNetwork, hash })
    expect(await reader().readContract({ address: DEVNET_DEX.weth, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })).toBe(before + parseEther('0.3'))
  })

  it("reads the visitor's refusal as a rejection, and the node's error in the spec's words", async () => {
    const send = capability()
    const data = encodeFunctionData({ abi: WETH9_ABI, functionName: 'deposit', args: [] })
    const refusing = nodeWallet((method) => (method === 'eth_sendTransaction' ? { code: 4001, message: 'User denied transaction signature.' } : undefined))
    const refused = send.sendCall!({ caipNetwork: devnetNetwork, from: trader, connector: refusing, to: DEVNET_DEX.weth, data, value: 1n })
    await expect(refused).rejects.toMatchObject({ shortMessage: 'User denied transaction signature.', code: ErrorCode.USER_REJECTED })
    expect(isUserRejection(await refused.catch((error: unknown) => error))).toBe(true)

    // An empty account (impersonated, so the node signs for it) cannot pay for the value.
    const empty = privateKeyToAddress(generatePrivateKey())
    await reader().request({ method: 'anvil_impersonateAccount' as never, params: [empty] as never })
    const broke = send.sendCall!({ caipNetwork: devnetNetwork, from: empty, connector: nodeWallet(), to: DEVNET_DEX.weth, data, value: parseEther('1') })
    await expect(broke).rejects.toMatchObject({ shortMessage: 'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.' })
  })
})

describe('contractCall', () => {
  it('gives eth_sendTransaction hex quantities, and the gas limit only when set', () => {
    expect(contractCall({ from: trader, to: DUSD!.address, data: '0x095ea7b3', value: 10n ** 18n })).toEqual({ from: trader, to: DUSD!.address, data: '0x095ea7b3', value: '0xde0b6b3a7640000' })
    expect(contractCall({ from: trader, to: DUSD!.address, data: '0x', value: 0n, gas: 250_000n })).toMatchObject({ value: '0x0', gas: '0x3d090' })
  })

  it('refuses a target that is no address and data that is no hex', () => {
    expect(() => contractCall({ from: trader, to: 'router', data: '0x', value: 0n })).toThrow('The call to send is not a contract call')
    expect(() => contractCall({ from: trader, to: DUSD!.address, data: 'approve', value: 0n })).toThrow('The call to send is not a contract call')
  })
})
