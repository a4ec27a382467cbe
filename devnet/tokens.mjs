// @ts-check
import { readFileSync } from 'node:fs'
import { encodeDeployData, getContractAddress, parseUnits } from 'viem'
import { freshDeployer } from './fresh-deployer.mjs'
import { DEX_DEPLOYER, TOKEN_DEPLOYER, TOKEN_HOLDER_DEV_ACCOUNTS } from './dev-accounts.mjs'
import { TEST_WALLET_ADDRESSES } from './test-wallet.mjs'

/** @typedef {import('./tokens.mjs').DevnetToken} DevnetToken */

/** @type {{ abi: import('viem').Abi, bytecode: `0x${string}` }} */
const ARTIFACT = JSON.parse(readFileSync(new URL('./contracts/DevnetToken.json', import.meta.url), 'utf8'))
export const DEVNET_TOKEN_ABI = ARTIFACT.abi

export const NATIVE_CURRENCY = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 })

/**
 * Deployment order is part of the contract: the deployer's nonce picks each address. Append new tokens at the end,
 * or every address printed in docs and used by tests moves.
 */
const TOKEN_SPECS = [
  // A stable coin's usual 6 decimals, so amounts the kit formats are not all 18-decimal.
  { symbol: 'DUSD', name: 'Devnet USD', decimals: 6, devAccount: '1000000', testWallet: ['1250.5', '20'], dex: '350000' },
  { symbol: 'TSR', name: 'Tessera Token', decimals: 18, devAccount: '1000', testWallet: ['3.5', '0.25'], dex: '700000' },
  // Held by the test wallet on purpose: the kit must drop decimals-0 tokens as low quality (spec §5).
  { symbol: 'ZERO', name: 'Zero Decimals', decimals: 0, devAccount: '1000', testWallet: ['7', '7'], dex: '0' },
]

/** @type {readonly DevnetToken[]} */
export const DEVNET_TOKENS = Object.freeze(
  TOKEN_SPECS.map(({ symbol, name, decimals, devAccount, testWallet, dex }, nonce) =>
    Object.freeze({
      symbol,
      name,
      decimals,
      address: getContractAddress({ from: TOKEN_DEPLOYER.address, nonce: BigInt(nonce) }),
      initialBalances: Object.freeze({ devAccount, testWallet: Object.freeze([testWallet[0] ?? '0', testWallet[1] ?? '0']), dex }),
    }),
  ),
)

// Generous and fixed: estimating each deployment would cost a round trip, and unused gas is refunded.
const DEPLOY_GAS = 3_000_000n
const MAX_FEE_PER_GAS = 20_000_000_000n
const RECEIPT_TIMEOUT_MS = 5_000

/**
 * Deploys every devnet token on a fresh chain in one JSON-RPC batch: transactions are signed locally with fixed
 * nonce, gas and fees, so nothing has to be asked of the chain first.
 * @param {{ id: number, rpcUrl: string }} chain
 * @returns {Promise<void>}
 */
export async function deployDevnetTokens(chain) {
  const { account, client } = await freshDeployer(chain, TOKEN_DEPLOYER.privateKey, 'the devnet tokens')
  const holders = [...TOKEN_HOLDER_DEV_ACCOUNTS, ...TEST_WALLET_ADDRESSES, DEX_DEPLOYER.address]
  const signed = await Promise.all(
    DEVNET_TOKENS.map((token, index) => {
      const amounts = [
        ...TOKEN_HOLDER_DEV_ACCOUNTS.map(() => parseUnits(token.initialBalances.devAccount, token.decimals)),
        ...token.initialBalances.testWallet.map((amount) => parseUnits(amount, token.decimals)),
        parseUnits(token.initialBalances.dex, token.decimals),
      ]
      return account.signTransaction({
        type: 'eip1559',
        chainId: chain.id,
        nonce: index,
        gas: DEPLOY_GAS,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: 0n,
        data: encodeDeployData({
          abi: ARTIFACT.abi,
          bytecode: ARTIFACT.bytecode,
          args: [token.name, token.symbol, token.decimals, holders, amounts],
        }),
      })
    }),
  )
  const hashes = await Promise.all(signed.map((serializedTransaction) => client.sendRawTransaction({ serializedTransaction })))
  const receipts = await Promise.all(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: RECEIPT_TIMEOUT_MS })),
  )
  receipts.forEach((receipt, index) => {
    const token = /** @type {DevnetToken} */ (DEVNET_TOKENS[index])
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== token.address.toLowerCase()) {
      throw new Error(
        `Deploying ${token.symbol} on chain ${chain.id} failed: status ${receipt.status}, ` +
          `address ${receipt.contractAddress}, expected ${token.address}.`,
      )
    }
  })
}
