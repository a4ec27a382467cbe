import type { Chain, Client, LocalAccount, Transport } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'

export declare const SIMPLE_ACCOUNT_FACTORY_07_ADDRESS: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
export declare const SIMPLE_ACCOUNT_FACTORY_ABI: readonly unknown[]
/** The account the factory gives `owner` with `salt` (default 0), deployed or not. */
export declare function simpleAccountAddress(client: Client, owner: `0x${string}`, salt?: bigint): Promise<`0x${string}`>
/** eth-infinitism's SimpleAccount v0.7 as a viem smart account, signed by `owner` (EIP-191 over the user operation hash). */
export declare function toSimpleAccount07(options: {
  client: Client<Transport, Chain>
  owner: LocalAccount
  salt?: bigint
  address?: `0x${string}`
}): Promise<SmartAccount>
