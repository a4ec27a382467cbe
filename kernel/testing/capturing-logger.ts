import type { Logger } from '../log.js'

export interface CapturingLogger extends Logger {
  /** Every call, child scopes included, as [level, ...args]. */
  readonly entries: [level: 'debug' | 'info' | 'warn' | 'error', ...args: unknown[]][]
  /** Entries whose first argument contains `text`. */
  matching(text: string): unknown[][]
}

/** A Logger that records instead of printing, so tests can count how often something was reported. */
export function createCapturingLogger(): CapturingLogger {
  const entries: CapturingLogger['entries'] = []
  const logger: CapturingLogger = {
    entries,
    debug: (...args) => void entries.push(['debug', ...args]),
    info: (...args) => void entries.push(['info', ...args]),
    warn: (...args) => void entries.push(['warn', ...args]),
    error: (...args) => void entries.push(['error', ...args]),
    child: () => logger,
    matching: (text) => entries.filter((e) => typeof e[1] === 'string' && e[1].includes(text)),
  }
  return logger
}
