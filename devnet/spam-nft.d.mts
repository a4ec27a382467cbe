import type { Abi } from 'viem'

export declare const SPAM_NFT_ABI: Abi
export declare const SPAM_NFT: {
  readonly name: string
  readonly symbol: string
  readonly address: `0x${string}`
  readonly holders: readonly `0x${string}`[]
}
export declare function deploySpamNft(chain: { id: number; rpcUrl: string }): Promise<void>
