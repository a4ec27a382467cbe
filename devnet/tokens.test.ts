// @vitest-environment node
import net from 'node:net'
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseUnits,
  type Address,
  type Chain,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SPAM_NFT, SPAM_NFT_ABI } from './spam-nft.mjs'
import { TOKEN_DEPLOYER, TOKEN_HOLDER_DEV_ACCOUNTS } from './dev-accounts.mjs'
import type { Devnet } from './index.mjs'
import { TEST_WALLET_ADDRESSES } from './test-wallet.mjs'
import { DEVNET_TOKEN_ABI, DEVNET_TOKENS } from './tokens.mjs'
import { startTestDevnet } from './test-devnet.mjs'


let devnet: Devnet
let chain: Chain
const [holderA, holderB, holderC] = TOKEN_HOLDER_DEV_ACCOUNTS as [Address, Address, Address]
const TSR = DEVNET_TOKENS[1]!

beforeAll(async () => {
  devnet = await startTestDevnet()
  const { id, name, rpcUrl } = devnet.chains[0]!
  chain = { id, name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
}, 30_000)

afterAll(async () => {
  await devnet?.stop()
})

const reader = () => createPublicClient({ chain, transport: http() })
const walletOf = (account: Address) => createWalletClient({ account, chain, transport: http() })
const balanceOf = (token: Address, account: Address) =>
  reader().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

async function revertName(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
    if (reverted instanceof ContractFunctionRevertedError) return reverted.data?.errorName
    throw error
  }
  throw new Error('did not revert')
}

describe('devnet tokens', () => {
  it('are deployed on both chains at the printed addresses, with the holders funded', async () => {
    expect(DEVNET_TOKENS.map(({ symbol, decimals }) => [symbol, decimals])).toEqual([
      ['DUSD', 6],
      ['TSR', 18],
      ['ZERO', 0],
    ])
    for (const { rpcUrl } of devnet.chains) {
      const client = createPublicClient({ transport: http(rpcUrl) })
      // The tokens, then the spam NFT.
      expect(await client.getTransactionCount({ address: TOKEN_DEPLOYER.address })).toBe(DEVNET_TOKENS.length + 1)
      for (const [index, holder] of SPAM_NFT.holders.entries()) {
        expect(await client.readContract({ address: SPAM_NFT.address, abi: SPAM_NFT_ABI, functionName: 'ownerOf', args: [BigInt(index + 1)] })).toBe(holder)
      }
      for (const token of DEVNET_TOKENS) {
        const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
          client.readContract({ address: token.address, abi: erc20Abi, functionName })
        expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([token.name, token.symbol, token.decimals])
        const devAmount = parseUnits(token.initialBalances.devAccount, token.decimals)
        const walletAmounts = token.initialBalances.testWallet.map((amount) => parseUnits(amount, token.decimals))
        const holders = [...TOKEN_HOLDER_DEV_ACCOUNTS, ...TEST_WALLET_ADDRESSES]
        const balances = await Promise.all(
          holders.map((holder) => client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })),
        )
        expect(balances).toEqual([devAmount, devAmount, devAmount, ...walletAmounts])
        // The rest was minted to the DEX deployer and sits in the pools.
        const pooled = parseUnits(token.initialBalances.dex, token.decimals)
        expect(await read('totalSupply')).toBe(balances.reduce((sum, amount) => sum + amount, pooled))
      }
    }
  })

  it('transfer moves balances and refuses more than the sender holds', async () => {
    const amount = parseUnits('1.25', 18)
    const [before] = await Promise.all([balanceOf(TSR.address, holderC)])
    await walletOf(holderA).writeContract({ address: TSR.address, abi: erc20Abi, functionName: 'transfer', args: [holderC, amount] })
    expect(await balanceOf(TSR.address, holderC)).toBe(before + amount)
    const tooMuch = (await balanceOf(TSR.address, holderC)) + 1n
    expect(
      await revertName(
        reader().simulateContract({ account: holderC, address: TSR.address, abi: DEVNET_TOKEN_ABI, functionName: 'transfer', args: [holderA, tooMuch] }),
      ),
    ).toBe('ERC20InsufficientBalance')
  })

  it('transferFrom spends an allowance, except the unlimited one', async () => {
    const amount = parseUnits('2', 18)
    await walletOf(holderA).writeContract({ address: TSR.address, abi: erc20Abi, functionName: 'approve', args: [holderB, amount] })
    const spend = () =>
      walletOf(holderB).writeContract({ address: TSR.address, abi: erc20Abi, functionName: 'transferFrom', args: [holderA, holderC, amount] })
    await spend()
    expect(await reader().readContract({ address: TSR.address, abi: erc20Abi, functionName: 'allowance', args: [holderA, holderB] })).toBe(0n)
    expect(
      await revertName(
        reader().simulateContract({ account: holderB, address: TSR.address, abi: DEVNET_TOKEN_ABI, functionName: 'transferFrom', args: [holderA, holderC, amount] }),
      ),
    ).toBe('ERC20InsufficientAllowance')

    await walletOf(holderA).writeContract({ address: TSR.address, abi: erc20Abi, functionName: 'approve', args: [holderB, maxUint256] })
    await spend()
    expect(await reader().readContract({ address: TSR.address, abi: erc20Abi, functionName: 'allowance', args: [holderA, holderB] })).toBe(maxUint256)
  })
})
