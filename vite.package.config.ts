import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** One entry per public export of package.json: `plugins/<id>` for every plugin folder with an index.ts. */
export function packageEntries(): Record<string, string> {
  const plugins = readdirSync(join(root, 'plugins'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'plugins', entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort()
  const sources = ['sdk/index.ts', 'sdk/react/index.ts', 'sdk/wagmi/index.ts', 'kernel/index.ts', ...plugins.map((id) => `plugins/${id}/index.ts`)]
  // Named by their source path, so each built file sits beside the .d.ts that tsc writes for it.
  return Object.fromEntries(sources.map((source) => [source.replace(/\.ts$/, ''), join(root, source)]))
}

/** Entries a Server Component may import: Next.js must see them as client modules. */
const CLIENT_ENTRIES = new Set([join(root, 'sdk/react/index.ts')])

/**
 * The package as a host installs it: ESM with source maps, dependencies left as imports so the host's bundler
 * dedupes them, lazy `import()`s kept as chunks of their own so the host still splits them, CSS inlined as
 * strings (the `?inline` imports are resolved here, so shipped code needs no bundler feature), and no
 * minification (the host minifies; readable output is easier to debug). Types come from `tsc` (scripts/build-package.mjs).
 */
export default defineConfig({
  root,
  // Always the production JSX transform: a shell's NODE_ENV=development must not ship `jsxDEV` calls to hosts.
  mode: 'production',
  oxc: { jsx: { runtime: 'automatic', development: false } },
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: join(root, 'dist'),
    // dist/ also holds the built examples and docs; scripts/build-package.mjs removes only the package's own files.
    emptyOutDir: false,
    target: 'es2022',
    minify: false,
    // The modal's CSS ships as a string the host's minifier cannot shrink, so it is minified here.
    cssMinify: true,
    sourcemap: true,
    reportCompressedSize: false,
    lib: { entry: packageEntries(), formats: ['es'] },
    rolldownOptions: {
      // Every bare import is a dependency or peer (react, viem, zod, …): the host's bundler resolves it once.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id),
      output: {
        // One file per source module: the host's bundler sees the same static and dynamic imports as our own
        // examples do, so the shell/runtime split and every lazy view survive exactly (merged chunks would
        // pull the runtime, and with it zod and immer, into the host's initial chunk).
        preserveModules: true,
        preserveModulesRoot: root,
        // `?inline` CSS becomes a module exporting the string; `.css.js` says what it was.
        entryFileNames: (chunk) => (chunk.facadeModuleId?.endsWith('.css?inline') ? '[name].css.js' : '[name].js'),
        banner: (chunk) => (chunk.isEntry && CLIENT_ENTRIES.has(chunk.facadeModuleId ?? '') ? "'use client';" : ''),
      },
    },
  },
})
