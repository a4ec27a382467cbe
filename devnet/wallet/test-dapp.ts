import { createPublicKey, verify } from 'node:crypto'
import { expect } from 'vitest'
import { WalletRpcError } from './errors.mjs'
import { getBase58Encoder } from '@solana/kit'
import { UniversalProvider } from '@walletconnect/universal-provider'

export type TestDapp = Awaited<ReturnType<typeof UniversalProvider.init>>

/**
 * A dapp as a site runs it (UniversalProvider), on the given relay with the offline switches set, for tests that pair
 * it with the dev wallet. `close` ends its socket and heartbeat, or the process never exits.
 */
export async function startTestDapp(relayUrl: string, name: string): Promise<{ provider: TestDapp; close(): Promise<void> }> {
  const provider = await UniversalProvider.init({
    projectId: 'tessera-devnet-project',
    relayUrl,
    // The requests tests reject on purpose would each be logged as an error.
    logger: 'fatal',
    telemetryEnabled: false,
    customStoragePrefix: `tessera-test-dapp-${name}`,
    metadata: { name, description: 'vitest', url: 'http://127.0.0.1', icons: [] },
  })
  ;(provider.client.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  return {
    provider,
    async close() {
      await provider.client.core.relayer.transportClose().catch(() => {})
      provider.client.core.heartbeat.stop()
    },
  }
}

// Ed25519 SubjectPublicKeyInfo in DER, before the 32 key bytes.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** Checks a base58 Ed25519 signature with node:crypto, independently of the wallet's WebCrypto signing. */
export function verifySolanaSignature(address: string, message: Uint8Array, signature: string): boolean {
  const base58 = getBase58Encoder()
  const key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(base58.encode(address))]), format: 'der', type: 'spki' })
  return verify(null, message, key, Buffer.from(base58.encode(signature)))
}

/** The WalletRpcError a handler's promise rejects with; fails the test when it resolves or throws anything else. */
export async function rpcFailure(promise: Promise<unknown>): Promise<WalletRpcError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(WalletRpcError)
  return error as WalletRpcError
}
