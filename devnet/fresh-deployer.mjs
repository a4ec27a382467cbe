// @ts-check
import { createPublicClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The account that deploys `what` on a fresh chain, and a batching client for it. Its nonce must be 0: the contracts'
 * fixed addresses follow from its nonces, so a chain it already used would put them elsewhere.
 * @param {{ id: number, rpcUrl: string }} chain
 * @param {`0x${string}`} privateKey
 * @param {string} what e.g. 'the devnet tokens'
 */
export async function freshDeployer(chain, privateKey, what) {
  const account = privateKeyToAccount(privateKey)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }) })
  const nonce = await client.getTransactionCount({ address: account.address })
  if (nonce !== 0) {
    throw new Error(
      `Cannot deploy ${what} on chain ${chain.id}: the deployer ${account.address} has already sent ` +
        `${nonce} transaction(s), so the contracts would not land at their fixed addresses. Is this chain fresh?`,
    )
  }
  return { account, client }
}
