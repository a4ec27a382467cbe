// @ts-check

/**
 * Bundles a devnet page's scripts for the browser with Vite (already a dev dependency), in memory: each entry becomes
 * `<name>.js`, shared code `chunks/…`.
 * @param {string} root the page's folder
 * @param {Record<string, string>} entries name → entry module path
 * @returns {Promise<Map<string, string>>} file name → code
 */
export async function bundlePage(root, entries) {
  const { build } = await import('vite')
  const result = await build({
    configFile: false,
    root,
    envDir: false,
    publicDir: false,
    logLevel: 'error',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: { input: entries, output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  })
  /** @type {Map<string, string>} */
  const files = new Map()
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) continue
    for (const file of output.output) if (file.type === 'chunk') files.set(file.fileName, file.code)
  }
  return files
}

/**
 * `bundlePage` on first call, its result kept for every later one; a failed build is tried again next time.
 * @param {string} root
 * @param {Record<string, string>} entries
 * @returns {() => Promise<Map<string, string>>}
 */
export function lazyBundle(root, entries) {
  /** @type {Promise<Map<string, string>> | undefined} */
  let bundle
  return () => {
    bundle ??= bundlePage(root, entries).catch((error) => {
      bundle = undefined
      throw error
    })
    return bundle
  }
}
