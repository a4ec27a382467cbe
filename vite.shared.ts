import { basename, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Alias, Plugin, UserConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The package's export map resolved to source: unit tests and the dev server (hot reload on every edit). */
export const tesseraAliases: Alias[] = [
  { find: /^tessera\/react$/, replacement: `${root}sdk/react/index.ts` },
  { find: /^tessera\/wagmi$/, replacement: `${root}sdk/wagmi/index.ts` },
  { find: /^tessera\/kernel$/, replacement: `${root}kernel/index.ts` },
  { find: /^tessera\/plugins\/([a-z0-9-]+)$/, replacement: `${root}plugins/$1/index.ts` },
  { find: /^tessera\/styles\.css$/, replacement: `${root}sdk/react/buttons.css` },
  { find: /^tessera$/, replacement: `${root}sdk/index.ts` },
]

/**
 * The same map resolved to the built package (`npm run build`), as package.json's `exports` does for a host: the
 * examples' production builds, hence `npm run size` and the browser tests, use exactly what a host installs.
 */
export const builtPackageAliases: Alias[] = [
  { find: /^tessera\/react$/, replacement: `${root}dist/sdk/react/index.js` },
  { find: /^tessera\/wagmi$/, replacement: `${root}dist/sdk/wagmi/index.js` },
  { find: /^tessera\/kernel$/, replacement: `${root}dist/kernel/index.js` },
  { find: /^tessera\/plugins\/([a-z0-9-]+)$/, replacement: `${root}dist/plugins/$1/index.js` },
  { find: /^tessera\/styles\.css$/, replacement: `${root}dist/styles.css` },
  { find: /^tessera$/, replacement: `${root}dist/sdk/index.js` },
]

/** Source while serving, the built package while building. */
function tesseraPackage(): Plugin {
  return {
    name: 'tessera:package',
    enforce: 'pre',
    config(_config, { command }) {
      return { resolve: { alias: command === 'build' ? builtPackageAliases : tesseraAliases } }
    },
  }
}

/** Where `npm start` serves the playground; every example shares it because only one dev server runs at a time. */
export const EXAMPLE_DEV_HOST = '127.0.0.1'
export const EXAMPLE_DEV_PORT = 5173

/**
 * Config for `examples/<name>/vite.config.ts`: `export default defineExampleConfig(import.meta.dirname)`, or
 * `mergeConfig(defineExampleConfig(import.meta.dirname), { ... })` for an example that needs more.
 *
 * The build is the one `npm run size` measures, so it is shaped like a host's production build of a modern site:
 * no modulepreload polyfill (modern browsers have `<link rel=modulepreload>`, and the polyfill is bytes in the
 * entry chunk), no sourcemaps (a host page does not download them, and the `sourceMappingURL` comment is bytes), and a manifest,
 * which is how the size script tells the initial chunks from the lazy ones.
 *
 * React and process.env.NODE_ENV: React picks its production or development build from `process.env.NODE_ENV`,
 * which Vite replaces at build time with `process.env.NODE_ENV || mode`; there is deliberately no `define` for it
 * here. `vite build` sets the variable to `production` only when it is unset, and Vite and plugin-react read the
 * same variable to decide `isProduction` and whether JSX compiles to `jsxDEV`. Pinning the define alone would,
 * under an inherited NODE_ENV=development, ship `jsxDEV` calls against React's production jsx-dev-runtime (where
 * `jsxDEV` is undefined) and crash the page. So the measuring scripts set NODE_ENV=production for the whole
 * process before building (scripts/build-examples.mjs); a bare `NODE_ENV=development vite build` still gives
 * Vite's consistent development build. The dev server keeps `development` for React's warnings and Fast Refresh.
 */
export function defineExampleConfig(dir: string): UserConfig {
  const exampleRoot = resolve(dir)
  const name = basename(exampleRoot)

  return {
    root: exampleRoot,
    plugins: [tesseraPackage(), react()],
    // Per-example dep caches, so switching between examples does not throw away the others' pre-bundled deps.
    cacheDir: resolve(root, 'node_modules/.vite/examples', name),
    server: {
      host: EXAMPLE_DEV_HOST,
      port: EXAMPLE_DEV_PORT,
      strictPort: true,
      // The root is the example folder, but the aliases point at ../../sdk etc.; without this, an example that
      // gains its own package.json would have the repo's source refused by the dev server.
      fs: { allow: [root] },
    },
    preview: { host: EXAMPLE_DEV_HOST, strictPort: true },
    build: {
      outDir: resolve(root, 'dist/examples', name),
      emptyOutDir: true,
      manifest: true,
      modulePreload: { polyfill: false },
      target: 'es2022',
      sourcemap: false,
      // The size script gzips every file itself; Vite's own report would only repeat it and slow the build.
      reportCompressedSize: false,
    },
  }
}
