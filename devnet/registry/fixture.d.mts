import type { RegistryWallet } from './index.mjs'

export declare const TRUST_WALLET_NAME: string
export declare const TEST_WALLET_ENTRY_NAME: string
export declare const TEST_WALLET_ENTRY_RDNS: string
export declare const DEV_WALLET_ENTRY_NAME: string
export declare const PHANTOM_ENTRY: Readonly<{ id: string; name: string }>
export declare const COINBASE_ENTRY: Readonly<{ id: string; name: string }>
export declare const HOSTILE_NAMES: Readonly<{ markup: string; javascriptLinks: string; dataLink: string; longName: string }>
export declare const FIXTURE_SIZE: number
export declare function createWalletFixture(options: { devWalletUrl: string }): RegistryWallet[]
export declare function sha256(text: string): string
