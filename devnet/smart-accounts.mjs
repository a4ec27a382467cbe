// @ts-check
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { concat, createPublicClient, encodeDeployData, getContractAddress, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Address } from 'viem/account-abstraction'
import { BUNDLER_ACCOUNT } from './dev-accounts.mjs'
import { SIMPLE_ACCOUNT_FACTORY_07_ADDRESS } from './simple-account.mjs'

const require = createRequire(import.meta.url)

/**
 * Arachnid's deterministic deployment proxy, which anvil predeploys: calldata is `salt ++ initcode`, and it
 * CREATE2s the code. Mainnet's ERC-4337 contracts were placed through it, so the same salt and the same compiled
 * initcode give the same addresses here, with the constructors run for real (the EntryPoint's SenderCreator,
 * the factory's account implementation), which copying runtime code with `anvil_setCode` would skip.
 */
export const CREATE2_DEPLOYER = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** The salt eth-infinitism deployed EntryPoint v0.7 with; the npm artifact's initcode is the one it deployed. */
const ENTRY_POINT_07_SALT = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** The zero salt gives the public v0.7 SimpleAccountFactory's address. */
const SIMPLE_ACCOUNT_FACTORY_SALT = `0x${'0'.repeat(64)}`

/** viem's `entryPoint07Address`: the canonical EntryPoint v0.7. */
export const ENTRY_POINT_07_ADDRESS = entryPoint07Address
export { SIMPLE_ACCOUNT_FACTORY_07_ADDRESS }

// Fixed: deploying these costs about 3.65 M and 2.28 M gas, and unused gas is refunded.
const DEPLOY_GAS = 8_000_000n
const MAX_FEE_PER_GAS = 20_000_000_000n
const RECEIPT_TIMEOUT_MS = 5_000

/**
 * @param {string} name an artifact of @account-abstraction/contracts 0.7
 * @returns {{ abi: import('viem').Abi, bytecode: `0x${string}`, deployedBytecode: `0x${string}` }}
 */
export function accountAbstractionArtifact(name) {
  return JSON.parse(readFileSync(require.resolve(`@account-abstraction/contracts/artifacts/${name}.json`), 'utf8'))
}

/**
 * What start sends to the CREATE2 deployer, in order, with where each lands.
 * @returns {{ name: string, address: `0x${string}`, salt: `0x${string}`, initCode: `0x${string}` }[]}
 */
export function smartAccountDeployments() {
  const factory = accountAbstractionArtifact('SimpleAccountFactory')
  return [
    {
      name: 'EntryPoint v0.7',
      address: ENTRY_POINT_07_ADDRESS,
      salt: ENTRY_POINT_07_SALT,
      initCode: accountAbstractionArtifact('EntryPoint').bytecode,
    },
    {
      name: 'SimpleAccountFactory v0.7',
      address: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS,
      salt: SIMPLE_ACCOUNT_FACTORY_SALT,
      initCode: encodeDeployData({ abi: factory.abi, bytecode: factory.bytecode, args: [ENTRY_POINT_07_ADDRESS] }),
    },
  ]
}

/**
 * The address CREATE2 gives `initCode` with `salt` through the deployer: what the deployment must match.
 * @param {{ salt: `0x${string}`, initCode: `0x${string}` }} deployment
 */
export function create2Address({ salt, initCode }) {
  return getContractAddress({ opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt, bytecode: initCode })
}

/**
 * Places EntryPoint v0.7 and the SimpleAccountFactory on a fresh chain in one JSON-RPC batch (signed locally with
 * fixed nonces, gas and fees, as the tokens are), then checks that code sits at both canonical addresses.
 * @param {{ id: number, rpcUrl: string }} chain
 * @returns {Promise<void>}
 */
export async function deploySmartAccountContracts(chain) {
  const account = privateKeyToAccount(BUNDLER_ACCOUNT.privateKey)
  const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }) })
  const deployments = smartAccountDeployments()
  const [nonce, deployerCode] = await Promise.all([
    client.getTransactionCount({ address: account.address }),
    client.getCode({ address: CREATE2_DEPLOYER }),
  ])
  if (!deployerCode) {
    throw new Error(`Cannot place the ERC-4337 contracts on chain ${chain.id}: no CREATE2 deployer at ${CREATE2_DEPLOYER}.`)
  }
  const signed = await Promise.all(
    deployments.map(({ salt, initCode }, index) =>
      account.signTransaction({
        type: 'eip1559',
        chainId: chain.id,
        nonce: nonce + index,
        gas: DEPLOY_GAS,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: 0n,
        to: CREATE2_DEPLOYER,
        data: concat([salt, initCode]),
      }),
    ),
  )
  const hashes = await Promise.all(signed.map((serializedTransaction) => client.sendRawTransaction({ serializedTransaction })))
  await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 10, timeout: RECEIPT_TIMEOUT_MS })))
  const codes = await Promise.all(deployments.map(({ address }) => client.getCode({ address })))
  deployments.forEach((deployment, index) => {
    if (!codes[index]) {
      throw new Error(
        `Placing ${deployment.name} on chain ${chain.id} failed: no code at ${deployment.address} (is this chain fresh?).`,
      )
    }
  })
}
