/** Bundles a devnet page's scripts (name → entry path) with Vite, in memory: file name → code. */
export declare function bundlePage(root: string, entries: Record<string, string>): Promise<Map<string, string>>
/** bundlePage on first call, kept for later calls; a failed build is retried. */
export declare function lazyBundle(root: string, entries: Record<string, string>): () => Promise<Map<string, string>>
