// @ts-check
import { encodeFunctionData, hashMessage, hashTypedData, parseAbi } from 'viem'
import { entryPoint07Abi, entryPoint07Address, getUserOperationHash, toSmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

// Browser-safe (no Node imports): the secure frame's page bundles this, and the devnet's Node tests use it too.

/** The canonical SimpleAccountFactory v0.7 (constructed with the canonical EntryPoint v0.7). */
export const SIMPLE_ACCOUNT_FACTORY_07_ADDRESS = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
/**
 * The devnet's DevnetAccountFactory (contracts/DevnetAccountFactory.sol): SimpleAccount v0.7 plus ERC-1271, placed
 * through the CREATE2 deployer with the zero salt (a unit test keeps this equal to where its artifact lands).
 */
export const DEVNET_ACCOUNT_FACTORY_ADDRESS = '0x8D1f105B5a58fFc746375C2693bb51807Bf5c04f'

export const SIMPLE_ACCOUNT_FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const ACCOUNT_ABI = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

// A well-formed signature of no one: SimpleAccount's ECDSA.recover must not revert while the gas is estimated.
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * The account `factory` gives `owner` with `salt`, deployed or not (the factory's `getAddress`).
 * @param {import('viem').Client} client
 * @param {`0x${string}`} owner
 * @param {bigint} [salt]
 * @param {`0x${string}`} [factory] the devnet's factory unless named
 */
export function simpleAccountAddress(client, owner, salt = 0n, factory = DEVNET_ACCOUNT_FACTORY_ADDRESS) {
  return readContract(client, { abi: SIMPLE_ACCOUNT_FACTORY_ABI, address: factory, functionName: 'getAddress', args: [owner, salt] })
}

/**
 * What DevnetAccount's owner signs for `hash` (its `replaySafeHash`): EIP-712 typed data whose domain is the account
 * on its chain, so a signature verifies for that one account on that one chain.
 * @param {{ hash: `0x${string}`, account: `0x${string}`, chainId: number }} parameters
 */
export function devnetAccountMessage({ hash, account, chainId }) {
  return /** @type {const} */ ({
    domain: { name: 'DevnetAccount', version: '1', chainId, verifyingContract: account },
    types: { DevnetAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'DevnetAccountMessage',
    message: { hash },
  })
}

/**
 * The devnet's DevnetAccount (SimpleAccount v0.7 plus ERC-1271) as a viem smart account. Messages and typed data are
 * signed as the account: the owner signs `devnetAccountMessage` of their hash, which `isValidSignature` accepts once
 * the account is deployed; before that, viem wraps the signature in ERC-6492 (factory + factoryData), so
 * `verifyMessage` / `verifyTypedData` accept it for the account's address either way.
 * @param {{ client: import('viem').Client<import('viem').Transport, import('viem').Chain>, owner: import('viem').LocalAccount, salt?: bigint, address?: `0x${string}` }} options
 * @returns {Promise<import('viem/account-abstraction').SmartAccount>}
 */
export async function toDevnetAccount({ client, owner, salt = 0n, address }) {
  const account = address ?? (await simpleAccountAddress(client, owner.address, salt, DEVNET_ACCOUNT_FACTORY_ADDRESS))
  /** @param {`0x${string}`} hash */
  const signAsAccount = (hash) => owner.signTypedData(devnetAccountMessage({ hash, account, chainId: client.chain.id }))
  return simpleAccount({
    client,
    owner,
    salt,
    address: account,
    factory: DEVNET_ACCOUNT_FACTORY_ADDRESS,
    signMessage: ({ message }) => signAsAccount(hashMessage(message)),
    signTypedData: (typedData) => signAsAccount(hashTypedData(typedData)),
  })
}

/**
 * eth-infinitism's SimpleAccount v0.7 (the canonical SimpleAccountFactory's) as a viem smart account. It has no
 * ERC-1271, so its messages and typed data are the owner's own signatures, which verify only against the owner.
 * @param {{ client: import('viem').Client<import('viem').Transport, import('viem').Chain>, owner: import('viem').LocalAccount, salt?: bigint, address?: `0x${string}` }} options
 * @returns {Promise<import('viem/account-abstraction').SmartAccount>}
 */
export async function toSimpleAccount07({ client, owner, salt = 0n, address }) {
  return simpleAccount({
    client,
    owner,
    salt,
    address: address ?? (await simpleAccountAddress(client, owner.address, salt, SIMPLE_ACCOUNT_FACTORY_07_ADDRESS)),
    factory: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS,
    signMessage: ({ message }) => owner.signMessage({ message }),
    signTypedData: (typedData) => owner.signTypedData(typedData),
  })
}

/**
 * A SimpleAccount v0.7 from `factory` as a viem smart account (viem ships none): `owner` signs the user operation
 * hash as an EIP-191 message, as `SimpleAccount._validateSignature` recovers it.
 * @param {{
 *   client: import('viem').Client<import('viem').Transport, import('viem').Chain>,
 *   owner: import('viem').LocalAccount,
 *   salt: bigint,
 *   address: `0x${string}`,
 *   factory: `0x${string}`,
 *   signMessage: (parameters: { message: import('viem').SignableMessage }) => Promise<`0x${string}`>,
 *   signTypedData: (typedData: import('viem').TypedDataDefinition) => Promise<`0x${string}`>,
 * }} options
 */
function simpleAccount({ client, owner, salt, address, factory, signMessage, signTypedData }) {
  const entryPoint = /** @type {const} */ ({ abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' })
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({ abi: SIMPLE_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [owner.address, salt] }),
      }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) {
        return encodeFunctionData({ abi: ACCOUNT_ABI, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] })
      }
      return encodeFunctionData({
        abi: ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [calls.map((call) => call.to), calls.map((call) => call.value ?? 0n), calls.map((call) => call.data ?? '0x')],
      })
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return signMessage({ message })
    },
    async signTypedData(typedData) {
      return signTypedData(/** @type {import('viem').TypedDataDefinition} */ (typedData))
    },
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: userOperation.sender ?? address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
