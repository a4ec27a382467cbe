// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, keccak256, parseEther, type Address, type Chain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_HOLDER_DEV_ACCOUNTS } from './dev-accounts.mjs'
import {
  DEVNET_DEX,
  PAIR_INIT_CODE_HASH,
  ROUTER_INIT_CODE_HASH,
  UNISWAP_V2_FACTORY_ABI,
  UNISWAP_V2_PAIR_ABI,
  UNISWAP_V2_ROUTER_ABI,
} from './dex.mjs'
import { describeDevnet } from './describe.mjs'
import type { Devnet } from './index.mjs'
import { startTestDevnet } from './test-devnet.mjs'
import { DEVNET_TOKENS, NATIVE_CURRENCY } from './tokens.mjs'

const require = createRequire(import.meta.url)
const DUSD = DEVNET_TOKENS[0]!
const TSR = DEVNET_TOKENS[1]!
const trader = TOKEN_HOLDER_DEV_ACCOUNTS[1] as Address
let devnet: Devnet

beforeAll(async () => {
  devnet = await startTestDevnet()
}, 30_000)
afterAll(() => devnet?.stop())

/** The first devnet chain, for the swaps a dev account sends by hand. */
function firstChain(): Chain {
  const { id, name, rpcUrl } = devnet.chains[0]!
  return defineChain({ id, name, nativeCurrency: NATIVE_CURRENCY, rpcUrls: { default: { http: [rpcUrl] } } })
}

/** Uniswap v2's getAmountOut, written out independently of the router: 0.3% fee on the way in. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint) {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

describe('devnet DEX', () => {
  it("uses a pair bytecode whose hash is the init code hash compiled into Router02", () => {
    const pair = JSON.parse(readFileSync(require.resolve('@uniswap/v2-core/build/UniswapV2Pair.json'), 'utf8')) as { bytecode: string }
    expect(keccak256(`0x${pair.bytecode}`)).toBe(ROUTER_INIT_CODE_HASH)
    expect(PAIR_INIT_CODE_HASH).toBe(ROUTER_INIT_CODE_HASH)
    const router = JSON.parse(readFileSync(require.resolve('@uniswap/v2-periphery/build/UniswapV2Router02.json'), 'utf8')) as { bytecode: string }
    expect(router.bytecode).toContain(ROUTER_INIT_CODE_HASH.slice(2))
  })

  it('is deployed on both chains with ETH/DUSD, ETH/TSR and DUSD/TSR pools at the seeded reserves', async () => {
    expect(DEVNET_DEX.pools.map(({ symbols }) => symbols.join('/'))).toEqual(['ETH/DUSD', 'ETH/TSR', 'DUSD/TSR'])
    expect(describeDevnet(devnet)).toMatch(new RegExp(`Router02 +${DEVNET_DEX.router}`))
    for (const { rpcUrl } of devnet.chains) {
      const client = createPublicClient({ transport: http(rpcUrl) })
      expect(await client.readContract({ address: DEVNET_DEX.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'factory' })).toBe(DEVNET_DEX.factory)
      expect(await client.readContract({ address: DEVNET_DEX.router, abi: UNISWAP_V2_ROUTER_ABI, functionName: 'WETH' })).toBe(DEVNET_DEX.weth)
      for (const pool of DEVNET_DEX.pools) {
        const pair = await client.readContract({ address: DEVNET_DEX.factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'getPair', args: [...pool.tokens] })
        expect(pair).toBe(pool.pair)
        const [reserve0, reserve1] = (await client.readContract({ address: pool.pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'getReserves' })) as readonly [bigint, bigint, number]
        const token0 = await client.readContract({ address: pool.pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'token0' })
        expect(token0 === pool.tokens[0] ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual([...pool.reserves])
      }
    }
  })

  it("quotes through the router what a swap then pays out, for ETH→DUSD and DUSD→TSR", async () => {
    const chain = firstChain()
    const client = createPublicClient({ chain, transport: http() })
    const wallet = createWalletClient({ account: trader, chain, transport: http() })
    const ethDusd = DEVNET_DEX.pools[0]!
    const amountIn = parseEther('1')
    const quoted = (await client.readContract({
      address: DEVNET_DEX.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [amountIn, [DEVNET_DEX.weth, DUSD.address]],
    })) as readonly bigint[]
    expect(quoted[1]).toBe(amountOut(amountIn, ethDusd.reserves[0], ethDusd.reserves[1]))
    // About 2500 DUSD for 1 ETH, less the fee and the price impact.
    expect(Number(quoted[1]) / 1e6).toBeGreaterThan(2460)
    expect(Number(quoted[1]) / 1e6).toBeLessThan(2500)

    const dusdBefore = await client.readContract({ address: DUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })
    const swapHash = await wallet.writeContract({
      address: DEVNET_DEX.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'swapExactETHForTokens',
      args: [quoted[1], [DEVNET_DEX.weth, DUSD.address], trader, 2n ** 64n],
      value: amountIn,
    })
    expect((await client.waitForTransactionReceipt({ hash: swapHash })).status).toBe('success')
    expect(await client.readContract({ address: DUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })).toBe(dusdBefore + quoted[1]!)

    // An ERC-20 in needs the router's allowance first.
    const dusdIn = 1_000_000_000n
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({ address: DUSD.address, abi: erc20Abi, functionName: 'approve', args: [DEVNET_DEX.router, dusdIn] }),
    })
    const [, tsrOut] = (await client.readContract({
      address: DEVNET_DEX.router,
      abi: UNISWAP_V2_ROUTER_ABI,
      functionName: 'getAmountsOut',
      args: [dusdIn, [DUSD.address, TSR.address]],
    })) as readonly bigint[]
    const tsrBefore = await client.readContract({ address: TSR.address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: DEVNET_DEX.router,
        abi: UNISWAP_V2_ROUTER_ABI,
        functionName: 'swapExactTokensForTokens',
        args: [dusdIn, tsrOut!, [DUSD.address, TSR.address], trader, 2n ** 64n],
      }),
    })
    expect(await client.readContract({ address: TSR.address, abi: erc20Abi, functionName: 'balanceOf', args: [trader] })).toBe(tsrBefore + tsrOut!)
  })
})
