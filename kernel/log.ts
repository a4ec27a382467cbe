export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export interface Logger {
  debug(...args: unknown[]): void
  info(...args: unknown[]): void
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
  child(scope: string): Logger
}

const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

/** Spec §9: the log level defaults to error, so a host's console stays quiet unless it asks. */
export function createLogger(level: LogLevel = 'error', scope = 'tessera'): Logger {
  const at = (l: Exclude<LogLevel, 'silent'>) =>
    ORDER[l] >= ORDER[level] ? (...args: unknown[]) => console[l](`[${scope}]`, ...args) : () => {}
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (child) => createLogger(level, `${scope}:${child}`),
  }
}
