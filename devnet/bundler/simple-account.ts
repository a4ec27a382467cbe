import { encodeFunctionData, parseAbi, type Chain, type Hex, type LocalAccount, type PublicClient, type Transport } from 'viem'
import { entryPoint07Abi, getUserOperationHash, toSmartAccount, type SmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { ENTRY_POINT_07_ADDRESS, SIMPLE_ACCOUNT_FACTORY_07_ADDRESS } from '../smart-accounts.mjs'

const factoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

// A well-formed signature of no one: SimpleAccount's ECDSA.recover must not revert while the gas is estimated.
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * eth-infinitism's SimpleAccount v0.7 (the devnet's SimpleAccountFactory) as a viem smart account, which viem does
 * not ship: `owner` signs the user operation hash as an EIP-191 message, as `SimpleAccount._validateSignature`
 * recovers it.
 */
export async function toSimpleAccount07({
  client,
  owner,
  salt = 0n,
}: {
  client: PublicClient<Transport, Chain>
  owner: LocalAccount
  salt?: bigint
}): Promise<SmartAccount> {
  const entryPoint = { abi: entryPoint07Abi, address: ENTRY_POINT_07_ADDRESS, version: '0.7' } as const
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      return readContract(client, { abi: factoryAbi, address: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS, functionName: 'getAddress', args: [owner.address, salt] })
    },
    async getFactoryArgs() {
      return {
        factory: SIMPLE_ACCOUNT_FACTORY_07_ADDRESS,
        factoryData: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner.address, salt] }),
      }
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) {
        return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [only.to, only.value ?? 0n, only.data ?? '0x'] })
      }
      return encodeFunctionData({
        abi: accountAbi,
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
      return owner.signTypedData(typedData)
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
