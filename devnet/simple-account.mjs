// @ts-check
import { encodeFunctionData, parseAbi } from 'viem'
import { entryPoint07Abi, entryPoint07Address, getUserOperationHash, toSmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

// Browser-safe (no Node imports): the secure frame's page bundles this, and the devnet's Node tests use it too.

/** The canonical SimpleAccountFactory v0.7 (constructed with the canonical EntryPoint v0.7). */
export const SIMPLE_ACCOUNT_FACTORY_07_ADDRESS = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'

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
 * The account the factory gives `owner` with `salt`, deployed or not (the factory's `getAddress`).
 * @param {import('viem').Client} client
 * @param {`0x${string}`} owner
 * @param {bigint} [salt]
 */
export function simpleAccountAddress(client, owner, salt = 0n) {
  return readContract(client, { abi: SIMPLE_ACCOUNT_FACTORY_ABI, address: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS, functionName: 'getAddress', args: [owner, salt] })
}

/**
 * eth-infinitism's SimpleAccount v0.7 (the devnet's SimpleAccountFactory) as a viem smart account, which viem does
 * not ship: `owner` signs the user operation hash as an EIP-191 message, as `SimpleAccount._validateSignature`
 * recovers it. SimpleAccount v0.7 has no ERC-1271, so messages and typed data are the owner's own signatures.
 * @param {{ client: import('viem').Client<import('viem').Transport, import('viem').Chain>, owner: import('viem').LocalAccount, salt?: bigint, address?: `0x${string}` }} options
 * @returns {Promise<import('viem/account-abstraction').SmartAccount>}
 */
export async function toSimpleAccount07({ client, owner, salt = 0n, address }) {
  const entryPoint = /** @type {const} */ ({ abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' })
  const known = address
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      return known ?? simpleAccountAddress(client, owner.address, salt)
    },
    async getFactoryArgs() {
      return {
        factory: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS,
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
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(/** @type {import('viem').TypedDataDefinition} */ (typedData))
    },
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: entryPoint.version,
        userOperation: { ...userOperation, sender: userOperation.sender ?? (await this.getAddress()) },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
