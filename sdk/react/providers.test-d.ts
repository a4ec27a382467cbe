// Type tests: each chain plugin types what useKitProvider hands out in its namespace (KitProviders), while the
// kernel names none. Never run, only compiled.
import { expectTypeOf } from 'vitest'
import type { Namespace, RequestProvider } from '../../kernel/index.js'
import type { BitcoinWalletProvider } from '../../plugins/bip122/index.js'
import type { Eip1193Provider } from '../../plugins/eip155/index.js'
import type { SolanaWalletProvider } from '../../plugins/solana/index.js'
import { useKitProvider, type KitProviderOf } from './use-kit-provider.js'

expectTypeOf<KitProviderOf<'eip155'>>().toEqualTypeOf<Eip1193Provider>()
expectTypeOf<KitProviderOf<'solana'>>().toEqualTypeOf<SolanaWalletProvider | RequestProvider>()
expectTypeOf<KitProviderOf<'bip122'>>().toEqualTypeOf<BitcoinWalletProvider | RequestProvider>()
expectTypeOf(useKitProvider<'eip155'>).returns.toEqualTypeOf<{ readonly provider: Eip1193Provider | undefined }>()
// A namespace picked at run time is not known to the type system: its provider is unknown until narrowed.
expectTypeOf<KitProviderOf<Namespace>>().not.toEqualTypeOf<SolanaWalletProvider>()
