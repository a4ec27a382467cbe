import type { Abi, Address, Hex } from 'viem'

/** Arachnid's deterministic deployment proxy (predeployed by anvil), which places the ERC-4337 contracts. */
export declare const CREATE2_DEPLOYER: Address
/** The canonical EntryPoint v0.7 (viem's `entryPoint07Address`), on every devnet chain from start. */
export declare const ENTRY_POINT_07_ADDRESS: Address
/** The canonical SimpleAccountFactory v0.7, constructed with the EntryPoint above, on every devnet chain from start. */
export declare const SIMPLE_ACCOUNT_FACTORY_07_ADDRESS: Address

/** The factory of DevnetAccount (SimpleAccount v0.7 plus ERC-1271), constructed with that EntryPoint, placed at start. */
export declare const DEVNET_ACCOUNT_FACTORY_ADDRESS: Address

export declare function accountAbstractionArtifact(name: string): { abi: Abi; bytecode: Hex; deployedBytecode: Hex }
export declare function smartAccountDeployments(): { name: string; address: Address; salt: Hex; initCode: Hex }[]
export declare function create2Address(deployment: { salt: Hex; initCode: Hex }): Address
export declare function deploySmartAccountContracts(chain: { id: number; rpcUrl: string }): Promise<void>
