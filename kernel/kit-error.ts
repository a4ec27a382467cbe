/**
 * The base of every error the kit throws, shaped like viem's: a short sentence fit for a toast, structured extras
 * for developers, and whatever the wallet or RPC threw kept as `cause` instead of being swallowed. Kept apart from
 * the message tables so the kit's first chunk can throw one without carrying them.
 */
export interface KitErrorOptions {
  readonly code?: number
  readonly cause?: unknown
  readonly details?: string
  readonly metaMessages?: readonly string[]
  readonly docsPath?: string
}

export class KitError extends Error {
  override name = 'KitError'
  readonly shortMessage: string
  readonly code: number
  readonly details: string | undefined
  readonly metaMessages: readonly string[] | undefined
  readonly docsPath: string | undefined
  override readonly cause: unknown

  constructor(shortMessage: string, options: KitErrorOptions = {}) {
    const details = options.details ?? detailsFromCause(options.cause, shortMessage)
    super(composeMessage(shortMessage, options.metaMessages, details), { cause: options.cause })
    this.shortMessage = shortMessage
    // 5000, ErrorCode.DEFAULT: spelled out so this file stays free of the code and message tables.
    this.code = options.code ?? 5000
    this.details = details
    this.metaMessages = options.metaMessages
    this.docsPath = options.docsPath
    this.cause = options.cause
  }

  /** The deepest cause, or the first error in the chain (this one included) that `fn` accepts, else null. */
  walk(): unknown
  walk<T>(fn: (error: unknown) => error is T): T | null
  walk(fn: (error: unknown) => boolean): unknown
  walk(fn?: (error: unknown) => boolean): unknown {
    return walkCauses(this, fn)
  }
}

// Wallet errors can be arbitrary objects, including ones whose cause chain loops back on itself.
function walkCauses(error: unknown, fn: ((error: unknown) => boolean) | undefined): unknown {
  const seen = new Set<unknown>()
  let current = error
  while (true) {
    if (fn?.(current)) return current
    seen.add(current)
    const next = isRecord(current) ? current.cause : undefined
    if (next === undefined || next === null || seen.has(next)) return fn ? null : current
    current = next
  }
}

function detailsFromCause(cause: unknown, shortMessage: string): string | undefined {
  let details: string | undefined
  if (cause instanceof KitError) details = cause.details ?? cause.shortMessage
  else if (cause instanceof Error) details = cause.message
  return details && details !== shortMessage ? details : undefined
}

function composeMessage(
  shortMessage: string,
  metaMessages: readonly string[] | undefined,
  details: string | undefined,
): string {
  const lines = [shortMessage]
  if (metaMessages && metaMessages.length > 0) lines.push('', ...metaMessages)
  if (details) lines.push('', `Details: ${details}`)
  return lines.join('\n')
}


function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null
}
