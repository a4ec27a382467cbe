// @ts-check
import { readFileSync } from 'node:fs'
import { createPublicClient, encodeDeployData, getContractAddress, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { TOKEN_DEPLOYER } from './dev-accounts.mjs'
import { TEST_WALLET_ADDRESSES } from './test-wallet.mjs'
import { DEVNET_TOKENS } from './tokens.mjs'

/** @type {{ abi: import('viem').Abi, bytecode: `0x${string}` }} */
const ARTIFACT = JSON.parse(readFileSync(new URL('./contracts/SpamNft.json', import.meta.url), 'utf8'))
export const SPAM_NFT_ABI = ARTIFACT.abi

/**
 * The unsolicited NFT every devnet chain starts with: the token deployer's next nonce after the tokens, so its
 * address is fixed like theirs. At deployment it drops one token into each test wallet account, which is the
 * transfer the data API's history flags `is_spam`.
 */
export const SPAM_NFT = Object.freeze({
  name: 'Claim Your Reward',
  symbol: 'SPAM',
  address: getContractAddress({ from: TOKEN_DEPLOYER.address, nonce: BigInt(DEVNET_TOKENS.length) }),
  holders: TEST_WALLET_ADDRESSES,
})

const DEPLOY_GAS = 3_000_000n
const MAX_FEE_PER_GAS = 20_000_000_000n

/**
 * Deploys the spam NFT after the tokens (it takes the nonce after theirs).
 * @param {{ id: number, rpcUrl: string }} chain
 */
export async function deploySpamNft(chain) {
  const account = privateKeyToAccount(TOKEN_DEPLOYER.privateKey)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const serializedTransaction = await account.signTransaction({
    type: 'eip1559',
    chainId: chain.id,
    nonce: DEVNET_TOKENS.length,
    gas: DEPLOY_GAS,
    maxFeePerGas: MAX_FEE_PER_GAS,
    maxPriorityFeePerGas: 0n,
    data: encodeDeployData({ abi: ARTIFACT.abi, bytecode: ARTIFACT.bytecode, args: [[...SPAM_NFT.holders]] }),
  })
  const hash = await client.sendRawTransaction({ serializedTransaction })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: 5_000 })
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== SPAM_NFT.address.toLowerCase()) {
    throw new Error(`Deploying the spam NFT on chain ${chain.id} failed: status ${receipt.status}, address ${receipt.contractAddress}.`)
  }
}
