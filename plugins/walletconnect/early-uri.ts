import { coreOf, type PairingProvider } from './provider.js'

type CreatePairing = (...args: unknown[]) => Promise<unknown>

/**
 * Calls `listener` with each pairing URI as soon as the SDK creates it. The provider's own `display_uri` comes
 * later: after the proposal is published, which in a browser first waits for Verify's attestation (up to 5 s when
 * Verify is out of reach). The URI does not depend on either, and a wallet that scans it early still gets the
 * proposal: the relay keeps it for the pairing topic. Returns the undo.
 */
export function onPairingCreated(provider: PairingProvider, listener: (uri: string) => void): () => void {
  const pairing = coreOf(provider)?.pairing
  if (typeof pairing !== 'object' || pairing === null) return () => {}
  const target = pairing as { create?: unknown }
  const create = target.create
  if (typeof create !== 'function') return () => {}
  const wrapped: CreatePairing = async (...args) => {
    const created = await (create as CreatePairing).apply(pairing, args)
    const uri = typeof created === 'object' && created !== null ? (created as { uri?: unknown }).uri : undefined
    if (typeof uri === 'string') listener(uri)
    return created
  }
  target.create = wrapped
  return () => {
    if (target.create === wrapped) target.create = create
  }
}
