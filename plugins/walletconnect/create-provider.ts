import type { LogLevel } from '../../kernel/index.js'
import type { WalletConnectStorage } from './plugin.js'
import { coreOf, disableVerify, type PairingProvider } from './provider.js'
import { guardRelayFrames } from './relay-frames.js'

export interface CreateProviderOptions {
  readonly projectId: string
  readonly relayUrl?: string
  readonly metadata: { name: string; description: string; url: string; icons: string[] }
  readonly logLevel: LogLevel
  readonly telemetry: boolean
  readonly verify: boolean
  readonly storage?: WalletConnectStorage
  readonly storagePrefix?: string
}

/** Loaded on the first connect (or a reconnect with a stored session): the SDK is most of the plugin's weight. */
export async function createUniversalProvider(options: CreateProviderOptions): Promise<PairingProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    metadata: options.metadata,
    logger: options.logLevel,
    telemetryEnabled: options.telemetry,
    // The provider would otherwise ping every chain's RPC as it learns of it, before anyone reads from it.
    disableProviderPing: true,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.storagePrefix ? { customStoragePrefix: options.storagePrefix } : {}),
  })
  if (!options.verify) disableVerify(provider)
  guardRelayFrames(coreOf(provider))
  return provider
}
