/** spec §6's default allowed ancestor origins, as allowed-origins entries. */
export declare const DEFAULT_ANCESTOR_ORIGINS: readonly string[]
/** Whether a browser origin matches an allowed-origins entry (wildcards per spec §5). */
export declare function originMatches(pattern: string, origin: string): boolean
export declare function isAllowedOrigin(origin: string, patterns: readonly string[]): boolean
/** The entry as a CSP `frame-ancestors` source, or undefined when CSP cannot express it. */
export declare function cspSource(pattern: string): string | undefined
