// @ts-check
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_TOKENS, NATIVE_CURRENCY } from '../tokens.mjs'

/**
 * Anvil's account 1, a holder of ETH and every devnet token that nothing else signs with: the providers pay from it.
 * Public test data: never fund it on a real network.
 */
export const ONRAMP_EVM_TREASURY = Object.freeze({
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  privateKey: /** @type {`0x${string}`} */ ('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'),
})

/**
 * Sends what a buyer bought on an anvil chain: ETH, or a devnet token, from the treasury. One send at a time per
 * chain, so two purchases never race for a nonce.
 * @param {readonly import('../index.mjs').DevnetChain[]} chains
 */
export function createEvmCredit(chains) {
  const account = privateKeyToAccount(ONRAMP_EVM_TREASURY.privateKey)
  /** @type {Map<number, Promise<unknown>>} */
  const queues = new Map()
  return {
    /**
     * @param {{ chainId: number, to: `0x${string}`, symbol: string, amount: string }} credit
     * @returns {Promise<`0x${string}`>} the mined transaction's hash
     */
    send({ chainId, to, symbol, amount }) {
      const found = chains.find((candidate) => candidate.id === chainId)
      if (!found) return Promise.reject(new Error(`No devnet chain ${chainId}`))
      const chain = defineChain({ id: found.id, name: found.name, nativeCurrency: NATIVE_CURRENCY, rpcUrls: { default: { http: [found.rpcUrl] } } })
      const wallet = createWalletClient({ account, chain, transport: http(found.rpcUrl) })
      const reader = createPublicClient({ chain, transport: http(found.rpcUrl) })
      const run = async () => {
        const token = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)
        const hash =
          symbol === NATIVE_CURRENCY.symbol
            ? await wallet.sendTransaction({ to, value: parseEther(amount) })
            : token
              ? await wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, token.decimals)] })
              : await Promise.reject(new Error(`${symbol} is not sold on chain ${chainId}`))
        const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        if (receipt.status !== 'success') throw new Error(`The credit transaction ${hash} reverted`)
        return hash
      }
      const next = (queues.get(chainId) ?? Promise.resolve()).then(run, run)
      queues.set(chainId, next.catch(() => undefined))
      return next
    },
  }
}
