// @ts-check
import { createPublicClient, erc20Abi, http } from 'viem'
import { DEVNET_TOKENS } from '../tokens.mjs'

/**
 * Reads balances live from the devnet chains, so a transfer made a moment ago shows in the next answer.
 * @param {readonly import('../index.mjs').DevnetChain[]} chains
 */
export function createChainReader(chains) {
  const clients = new Map(
    chains.map((chain) => [
      chain.id,
      // Batched: the native balance and every token's balanceOf go to the chain in one HTTP request.
      createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0, timeout: 5_000 }) }),
    ]),
  )

  return {
    /** @param {string} caipNetworkId */
    chain(caipNetworkId) {
      return chains.find((chain) => `eip155:${chain.id}` === caipNetworkId)
    },

    /**
     * @param {import('../index.mjs').DevnetChain} chain
     * @param {`0x${string}`} address
     * @returns {Promise<{ native: bigint, tokens: bigint[] }>}
     */
    async balances(chain, address) {
      const client = clients.get(chain.id)
      if (!client) throw new Error(`No client for chain ${chain.id}`)
      const [native, ...tokens] = await Promise.all([
        client.getBalance({ address }),
        ...DEVNET_TOKENS.map((token) =>
          client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
        ),
      ])
      return { native: /** @type {bigint} */ (native), tokens }
    },

    /**
     * The chain's client, for contract reads (the DEX's quotes and allowances).
     * @param {import('../index.mjs').DevnetChain} chain
     */
    client(chain) {
      const client = clients.get(chain.id)
      if (!client) throw new Error(`No client for chain ${chain.id}`)
      return client
    },

    /**
     * The chain's own gas price (eth_gasPrice), in wei.
     * @param {import('../index.mjs').DevnetChain} chain
     * @returns {Promise<bigint>}
     */
    async gasPrice(chain) {
      const client = clients.get(chain.id)
      if (!client) throw new Error(`No client for chain ${chain.id}`)
      return client.getGasPrice()
    },
  }
}

/** @typedef {ReturnType<typeof createChainReader>} ChainReader */
