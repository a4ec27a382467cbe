import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type DefaultTheme } from 'vitepress'

/**
 * The API reference's sidebars, from the file TypeDoc writes before VitePress runs: every entry point, and the pages
 * of the one being read (a sidebar of every page of every entry point would be copied into each of the pages).
 */
function apiSidebars(): DefaultTheme.SidebarMulti {
  const file = fileURLToPath(new URL('../api/typedoc-sidebar.json', import.meta.url))
  if (!existsSync(file)) return {}
  const modules = JSON.parse(readFileSync(file, 'utf8')) as DefaultTheme.SidebarItem[]
  const sidebar = (open?: DefaultTheme.SidebarItem): DefaultTheme.SidebarItem[] => [
    { text: 'API reference', link: '/api/', items: modules.map((m) => (m === open ? { ...m, collapsed: false } : { text: m.text, link: m.link })) },
  ]
  const sidebars: DefaultTheme.SidebarMulti = { '/api/': sidebar() }
  for (const module of modules) if (module.link) sidebars[module.link] = sidebar(module)
  return sidebars
}

const guide: DefaultTheme.SidebarItem[] = [
  {
    text: 'Getting started',
    items: [
      { text: 'Vite + React', link: '/getting-started/vite' },
      { text: 'Next.js (App Router)', link: '/getting-started/nextjs' },
      { text: 'Plain HTML', link: '/getting-started/html' },
    ],
  },
  {
    text: 'Guide',
    items: [
      { text: 'createKit options', link: '/guide/options' },
      { text: 'The kit object', link: '/guide/kit' },
      { text: 'React hooks and components', link: '/guide/react' },
      { text: 'Theming', link: '/guide/theming' },
      { text: 'Languages', link: '/guide/languages' },
      { text: 'Styling and CSP', link: '/guide/styling' },
      { text: 'Chain RPC and debug alerts', link: '/guide/rpc' },
      { text: 'Server-side rendering', link: '/guide/ssr' },
      { text: 'wagmi', link: '/guide/wagmi' },
      { text: 'Coming from AppKit / RainbowKit', link: '/guide/migrating' },
    ],
  },
  {
    text: 'Plugins',
    items: [
      { text: 'eip155 (EVM chains)', link: '/plugins/eip155' },
      { text: 'solana (Solana clusters)', link: '/plugins/solana' },
      { text: 'polkadot (Polkadot, Kusama, Substrate)', link: '/plugins/polkadot' },
      { text: 'cosmos (Cosmos SDK chains)', link: '/plugins/cosmos' },
      { text: 'bip122 (Bitcoin)', link: '/plugins/bip122' },
      { text: 'walletConnect', link: '/plugins/walletconnect' },
      { text: 'registry (wallet list)', link: '/plugins/registry' },
      { text: 'embeddedWallet (email login)', link: '/plugins/embedded-wallet' },
      { text: 'siwx (sign in with the wallet)', link: '/plugins/siwx' },
      { text: 'names (account names)', link: '/plugins/names' },
      { text: 'send', link: '/plugins/send' },
      { text: 'receive', link: '/plugins/receive' },
      { text: 'onramp (buy crypto)', link: '/plugins/onramp' },
      { text: 'swaps', link: '/plugins/swaps' },
      { text: 'pay (kit.pay)', link: '/plugins/pay' },
      { text: 'history (Activity)', link: '/plugins/history' },
      { text: 'analytics', link: '/plugins/analytics' },
      { text: 'Writing a plugin', link: '/plugins/writing-a-plugin' },
    ],
  },
  {
    text: 'Project',
    items: [
      { text: 'The devnet', link: '/project/devnet' },
      { text: 'Changelog', link: '/project/changelog' },
    ],
  },
]

export default defineConfig({
  title: 'Tessera',
  description: 'Connect a crypto wallet from any website: a small kernel, plugins for every namespace and feature, and a modal.',
  lang: 'en',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  outDir: '../dist/docs',
  cacheDir: '../node_modules/.cache/vitepress',
  cleanUrls: true,
  lastUpdated: false,
  // Internal links must resolve: a broken one fails the build (VitePress's default, stated so nobody turns it off).
  ignoreDeadLinks: false,
  srcExclude: ['api-readme.md', 'node_modules/**'],
  // The local search index of every page, API reference included, is one chunk (about 1 MB, 0.2 MB gzip) that
  // loads on the first search only.
  vite: {
    build: { chunkSizeWarningLimit: 1500 },
    // `npm start` serves the playground on 5173, VitePress's own default.
    server: { host: '127.0.0.1', port: 5180 },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started/vite' },
      { text: 'Plugins', link: '/plugins/eip155' },
      { text: 'API', link: '/api/' },
    ],
    sidebar: { ...apiSidebars(), '/': guide },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
})
