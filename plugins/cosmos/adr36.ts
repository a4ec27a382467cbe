import { base64 } from '@scure/base'

/**
 * ADR-36's amino sign doc for arbitrary data: a transaction that can never be broadcast (no chain id, zero
 * account number and sequence, no fee) whose one message carries the signer and the data in base64.
 */
export function adr36SignDoc(signer: string, data: Uint8Array) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] as readonly never[] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: base64.encode(data) } }],
    memo: '',
  }
}

/** JSON with every object's keys sorted, as amino signing serialises a sign doc. */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value)
}

/** The bytes an amino signer hashes: sorted JSON with '&', '<' and '>' escaped, as the Cosmos SDK writes it. */
export function serializeAminoSignDoc(signDoc: unknown): Uint8Array {
  const json = sortedJson(signDoc).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e')
  return new TextEncoder().encode(json)
}
