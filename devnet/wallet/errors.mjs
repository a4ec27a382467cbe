// @ts-check

/** A JSON-RPC error for the dapp, with the EIP-1193 / EIP-1474 code it should see. */
export class WalletRpcError extends Error {
  /**
   * @param {number} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message)
    this.code = code
  }
}

/**
 * A request's params read through `schema`; what does not fit is -32602 with the first problem and where it is.
 * @template T
 * @param {import('zod/mini').ZodMiniType<T>} schema
 * @param {unknown} params
 * @returns {T}
 */
export function parseParams(schema, params) {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new WalletRpcError(-32602, `Invalid params: ${where}${issue?.message ?? 'unreadable'}`)
}

/**
 * What a person approving a request should read of a message: the text, or hex when it is binary (a person should
 * see what they sign, not replacement characters).
 * @param {Uint8Array} bytes
 */
export function readableBytes(bytes) {
  const text = new TextDecoder().decode(bytes)
  if (!/[\u0000-\u0008\u000e-\u001f\ufffd]/.test(text)) return text
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
