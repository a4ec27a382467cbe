import { parseCaipNetworkId, type CaipNetworkId } from '../../kernel/index.js'
import type { SiwxMessageData, SiwxSession } from './types.js'

/** EVM addresses are one account in any case; a Solana (base58) address is case-sensitive. */
export function sameAccount(data: Pick<SiwxMessageData, 'chainId' | 'accountAddress'>, chainId: CaipNetworkId, address: string): boolean {
  if (data.chainId !== chainId) return false
  return parseCaipNetworkId(chainId).namespace === 'eip155' ? data.accountAddress.toLowerCase() === address.toLowerCase() : data.accountAddress === address
}

/** Spec §4: a stored session counts while its times hold; one without an expiration time holds until revoked. */
export function isCurrent(session: SiwxSession, now: number): boolean {
  const { expirationTime, notBefore } = session.data
  if (expirationTime !== undefined && !(Date.parse(expirationTime) > now)) return false
  if (notBefore !== undefined && !(Date.parse(notBefore) <= now)) return false
  return true
}

/** The CAIP-10 account id the sessions API keys sessions by. */
export function accountId(chainId: CaipNetworkId, address: string): string {
  return `${chainId}:${address}`
}
