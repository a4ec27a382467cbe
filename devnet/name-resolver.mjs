// @ts-check
import { readFileSync } from 'node:fs'
import { createPublicClient, createWalletClient, encodeDeployData, encodeFunctionData, getContractAddress, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { namehash } from 'viem/ens'
import { NAME_REGISTRAR } from './dev-accounts.mjs'
import { freshDeployer } from './fresh-deployer.mjs'

/** @type {{ abi: import('viem').Abi, bytecode: `0x${string}` }} */
const ARTIFACT = JSON.parse(readFileSync(new URL('./contracts/DevnetNameResolver.json', import.meta.url), 'utf8'))
export const NAME_RESOLVER_ABI = ARTIFACT.abi

/**
 * Where the resolver lands on every devnet chain: the registrar's first transaction creates it. The kit's `devnet`
 * networks name this address as `contracts.ensUniversalResolver` (a unit test keeps the two equal).
 */
export const NAME_RESOLVER_ADDRESS = getContractAddress({ from: NAME_REGISTRAR.address, nonce: 0n })

/** The name the devnet starts with, for the test wallet's first account, on the chain as in the data API. */
export const SEEDED_NAME = 'tessera-tester.eth'

const DEPLOY_GAS = 1_500_000n
const SET_NAME_GAS = 300_000n
const MAX_FEE_PER_GAS = 20_000_000_000n
const RECEIPT_TIMEOUT_MS = 5_000

/**
 * Deploys the resolver on a fresh chain and writes the seeded names, in one JSON-RPC batch signed locally with fixed
 * nonces (as the tokens are).
 * @param {{ id: number, rpcUrl: string }} chain
 * @param {readonly { name: string, address: `0x${string}` }[]} seeded
 * @returns {Promise<void>}
 */
export async function deployNameResolver(chain, seeded) {
  const { account, client } = await freshDeployer(chain, NAME_REGISTRAR.privateKey, 'the name resolver')
  const fees = { chainId: chain.id, maxFeePerGas: MAX_FEE_PER_GAS, maxPriorityFeePerGas: 0n, type: /** @type {const} */ ('eip1559') }
  const signed = await Promise.all([
    account.signTransaction({
      ...fees,
      nonce: 0,
      gas: DEPLOY_GAS,
      data: encodeDeployData({ abi: ARTIFACT.abi, bytecode: ARTIFACT.bytecode, args: [account.address] }),
    }),
    ...seeded.map(({ name, address }, index) =>
      account.signTransaction({ ...fees, nonce: index + 1, gas: SET_NAME_GAS, to: NAME_RESOLVER_ADDRESS, data: setNameData(name, address) }),
    ),
  ])
  const hashes = await Promise.all(signed.map((serializedTransaction) => client.sendRawTransaction({ serializedTransaction })))
  const receipts = await Promise.all(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: RECEIPT_TIMEOUT_MS })),
  )
  if (receipts.some((receipt) => receipt.status !== 'success') || receipts[0]?.contractAddress?.toLowerCase() !== NAME_RESOLVER_ADDRESS.toLowerCase()) {
    throw new Error(`Deploying the name resolver on chain ${chain.id} failed: expected it at ${NAME_RESOLVER_ADDRESS}.`)
  }
}

/**
 * Writes accepted registrations into the resolvers of the given chains, one transaction at a time per chain (the
 * registrar's nonce is read from the chain each time, so a test reverting the chain leaves nothing stale). A chain
 * without the resolver (a data API started on bare nodes) is left out.
 * @param {readonly { id: number, rpcUrl: string }[]} chains
 */
export function createNameWriter(chains) {
  const account = privateKeyToAccount(NAME_REGISTRAR.privateKey)
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve()
  return {
    /**
     * @param {string} name
     * @param {`0x${string}`} address
     * @returns {Promise<void>}
     */
    setName(name, address) {
      const write = queue.then(() => Promise.all(chains.map((chain) => writeOn(chain, name, address))))
      queue = write.catch(() => {})
      return write.then(() => undefined)
    },
  }

  /**
   * @param {{ id: number, rpcUrl: string }} chain
   * @param {string} name
   * @param {`0x${string}`} address
   */
  async function writeOn(chain, name, address) {
    const transport = http(chain.rpcUrl, { retryCount: 0 })
    const client = createPublicClient({ transport })
    if (!(await client.getCode({ address: NAME_RESOLVER_ADDRESS }))) return
    const wallet = createWalletClient({ account, transport })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: NAME_RESOLVER_ADDRESS,
      data: setNameData(name, address),
      gas: SET_NAME_GAS,
      maxFeePerGas: MAX_FEE_PER_GAS,
      maxPriorityFeePerGas: 0n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: RECEIPT_TIMEOUT_MS })
    if (receipt.status !== 'success') throw new Error(`Writing ${name} into the resolver on chain ${chain.id} failed.`)
  }
}

/**
 * @param {string} name
 * @param {`0x${string}`} address
 */
function setNameData(name, address) {
  return encodeFunctionData({ abi: ARTIFACT.abi, functionName: 'setName', args: [namehash(name), address, name] })
}
