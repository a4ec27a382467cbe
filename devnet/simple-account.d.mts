import type { Chain, Client, LocalAccount, Transport } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'

export declare const SIMPLE_ACCOUNT_FACTORY_07_ADDRESS: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
/** The devnet's factory of DevnetAccount (SimpleAccount v0.7 plus ERC-1271). */
export declare const DEVNET_ACCOUNT_FACTORY_ADDRESS: '0x8D1f105B5a58fFc746375C2693bb51807Bf5c04f'
export declare const SIMPLE_ACCOUNT_FACTORY_ABI: readonly unknown[]
/** The account `factory` (default: the devnet's) gives `owner` with `salt` (default 0), deployed or not. */
export declare function simpleAccountAddress(client: Client, owner: `0x${string}`, salt?: bigint, factory?: `0x${string}`): Promise<`0x${string}`>
/** The EIP-712 message DevnetAccount's owner signs for `hash` (its `replaySafeHash`): bound to the account and chain. */
export declare function devnetAccountMessage(parameters: { hash: `0x${string}`; account: `0x${string}`; chainId: number }): {
  readonly domain: { readonly name: 'DevnetAccount'; readonly version: '1'; readonly chainId: number; readonly verifyingContract: `0x${string}` }
  readonly types: { readonly DevnetAccountMessage: readonly [{ readonly name: 'hash'; readonly type: 'bytes32' }] }
  readonly primaryType: 'DevnetAccountMessage'
  readonly message: { readonly hash: `0x${string}` }
}
type Options = { client: Client<Transport, Chain>; owner: LocalAccount; salt?: bigint; address?: `0x${string}` }
/** DevnetAccount as a viem smart account: its messages and typed data verify for the account (ERC-1271, or ERC-6492 before deployment). */
export declare function toDevnetAccount(options: Options): Promise<SmartAccount>
/** eth-infinitism's SimpleAccount v0.7 as a viem smart account, signed by `owner` (EIP-191 over the user operation hash). */
export declare function toSimpleAccount07(options: Options): Promise<SmartAccount>
