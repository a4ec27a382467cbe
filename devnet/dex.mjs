// @ts-check
import { createRequire } from 'node:module'
import { encodeDeployData, encodeFunctionData, encodePacked, erc20Abi, getContractAddress, keccak256, maxUint256, parseUnits } from 'viem'
import { DEX_DEPLOYER } from './dev-accounts.mjs'
import { freshDeployer } from './fresh-deployer.mjs'
import { DEVNET_TOKENS } from './tokens.mjs'

/** @typedef {{ abi: import('viem').Abi, bytecode: `0x${string}` }} Artifact */

const require = createRequire(import.meta.url)

/**
 * @param {string} path an npm build artifact, whose bytecode has no 0x prefix
 * @returns {Artifact}
 */
function artifact(path) {
  /** @type {{ abi: import('viem').Abi, bytecode: string }} */
  const json = require(path)
  return { abi: json.abi, bytecode: /** @type {`0x${string}`} */ (`0x${json.bytecode.replace(/^0x/, '')}`) }
}

const WETH9 = artifact('@uniswap/v2-periphery/build/WETH9.json')
const FACTORY = artifact('@uniswap/v2-core/build/UniswapV2Factory.json')
const ROUTER = artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
const PAIR = artifact('@uniswap/v2-core/build/UniswapV2Pair.json')

export const UNISWAP_V2_ROUTER_ABI = ROUTER.abi
export const UNISWAP_V2_FACTORY_ABI = FACTORY.abi
export const UNISWAP_V2_PAIR_ABI = PAIR.abi
export const WETH9_ABI = WETH9.abi

/** The hash of the pair's creation code in the npm build: what CREATE2 pair addresses follow from. */
export const PAIR_INIT_CODE_HASH = keccak256(PAIR.bytecode)
/** Router02 finds pairs with this hash compiled in (UniswapV2Library.pairFor): it must equal PAIR_INIT_CODE_HASH. */
export const ROUTER_INIT_CODE_HASH = /** @type {const} */ ('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f')

const at = (/** @type {number} */ nonce) => getContractAddress({ from: DEX_DEPLOYER.address, nonce: BigInt(nonce) })

const token = (/** @type {string} */ symbol) => {
  const found = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`The devnet has no token ${symbol}.`)
  return found
}

/**
 * The seeded pools at the data API's default prices (ETH 2500, DUSD 1, TSR 0.5 USD), all of the DEX deployer's
 * minted tokens. `'ETH'` is WETH9, which Router02's `*ETH*` functions wrap and unwrap.
 * @type {readonly { readonly a: string, readonly b: string, readonly amountA: string, readonly amountB: string }[]}
 */
const POOLS = Object.freeze([
  { a: 'ETH', b: 'DUSD', amountA: '100', amountB: '250000' },
  { a: 'ETH', b: 'TSR', amountA: '100', amountB: '500000' },
  { a: 'DUSD', b: 'TSR', amountA: '100000', amountB: '200000' },
])

/**
 * @param {`0x${string}`} factory
 * @param {`0x${string}`} tokenA
 * @param {`0x${string}`} tokenB
 */
export function pairAddress(factory, tokenA, tokenB) {
  const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: PAIR_INIT_CODE_HASH,
  })
}

const weth = at(0)
const factory = at(1)

/** Uniswap v2 on every devnet chain: the DEX deployer's nonces 0–2 fix these addresses. */
export const DEVNET_DEX = Object.freeze({
  weth,
  factory,
  router: at(2),
  pools: Object.freeze(
    POOLS.map((pool) => {
      const addressOf = (/** @type {string} */ symbol) => (symbol === 'ETH' ? weth : token(symbol).address)
      const decimalsOf = (/** @type {string} */ symbol) => (symbol === 'ETH' ? 18 : token(symbol).decimals)
      return Object.freeze({
        symbols: /** @type {const} */ ([pool.a, pool.b]),
        tokens: /** @type {const} */ ([addressOf(pool.a), addressOf(pool.b)]),
        reserves: /** @type {const} */ ([parseUnits(pool.amountA, decimalsOf(pool.a)), parseUnits(pool.amountB, decimalsOf(pool.b))]),
        pair: pairAddress(factory, addressOf(pool.a), addressOf(pool.b)),
      })
    }),
  ),
})

// Generous and fixed, as for the tokens: unused gas is refunded, and estimating would need the chain first.
const DEPLOY_GAS = 6_000_000n
const CALL_GAS = 5_000_000n
const MAX_FEE_PER_GAS = 20_000_000_000n
const RECEIPT_TIMEOUT_MS = 10_000

/**
 * Deploys WETH9, the factory and Router02, approves the router for the deployer's tokens and adds every pool's
 * liquidity, in one JSON-RPC batch of locally signed transactions with consecutive nonces. The tokens must be
 * deployed already.
 * @param {{ id: number, rpcUrl: string }} chain
 * @returns {Promise<void>}
 */
export async function deployDevnetDex(chain) {
  if (keccak256(PAIR.bytecode) !== ROUTER_INIT_CODE_HASH) {
    throw new Error('The npm UniswapV2Pair bytecode does not hash to the init code hash Router02 was built with.')
  }
  const { account, client } = await freshDeployer(chain, DEX_DEPLOYER.privateKey, 'the devnet DEX')
  const router = DEVNET_DEX.router
  const deadline = maxUint256
  const pooledTokens = DEVNET_TOKENS.filter((devnetToken) => devnetToken.initialBalances.dex !== '0')
  /** @type {{ to?: `0x${string}`, data: `0x${string}`, value?: bigint, gas: bigint, what: string }[]} */
  const steps = [
    { data: WETH9.bytecode, gas: DEPLOY_GAS, what: 'deploy WETH9' },
    { data: encodeDeployData({ abi: FACTORY.abi, bytecode: FACTORY.bytecode, args: [DEX_DEPLOYER.address] }), gas: DEPLOY_GAS, what: 'deploy the factory' },
    { data: encodeDeployData({ abi: ROUTER.abi, bytecode: ROUTER.bytecode, args: [factory, weth] }), gas: DEPLOY_GAS, what: 'deploy Router02' },
    ...pooledTokens.map((devnetToken) => ({
      to: devnetToken.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }),
      gas: CALL_GAS,
      what: `approve ${devnetToken.symbol}`,
    })),
    ...DEVNET_DEX.pools.map(({ symbols, tokens, reserves }) => {
      const [amountA, amountB] = reserves
      const what = `add ${symbols.join('/')} liquidity`
      if (symbols[0] === 'ETH') {
        return {
          to: router,
          value: amountA,
          data: encodeFunctionData({
            abi: ROUTER.abi,
            functionName: 'addLiquidityETH',
            args: [tokens[1], amountB, amountB, amountA, DEX_DEPLOYER.address, deadline],
          }),
          gas: CALL_GAS,
          what,
        }
      }
      return {
        to: router,
        data: encodeFunctionData({
          abi: ROUTER.abi,
          functionName: 'addLiquidity',
          args: [tokens[0], tokens[1], amountA, amountB, amountA, amountB, DEX_DEPLOYER.address, deadline],
        }),
        gas: CALL_GAS,
        what,
      }
    }),
  ]
  const signed = await Promise.all(
    steps.map((step, nonce) =>
      account.signTransaction({
        type: 'eip1559',
        chainId: chain.id,
        nonce,
        gas: step.gas,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: 0n,
        ...(step.to ? { to: step.to } : {}),
        ...(step.value ? { value: step.value } : {}),
        data: step.data,
      }),
    ),
  )
  const hashes = await Promise.all(signed.map((serializedTransaction) => client.sendRawTransaction({ serializedTransaction })))
  const receipts = await Promise.all(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: RECEIPT_TIMEOUT_MS })),
  )
  receipts.forEach((receipt, index) => {
    if (receipt.status !== 'success') {
      throw new Error(`The devnet DEX on chain ${chain.id}: ${steps[index]?.what} failed (status ${receipt.status}).`)
    }
  })
  if (receipts[2]?.contractAddress?.toLowerCase() !== router.toLowerCase()) {
    throw new Error(`The devnet DEX on chain ${chain.id}: Router02 landed at ${receipts[2]?.contractAddress}, expected ${router}.`)
  }
}
