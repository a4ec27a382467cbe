// @ts-check
// The API reference: Markdown pages for VitePress, generated from the TSDoc of every package entry point.

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions & { docsRoot: string }>} */
const config = {
  entryPoints: [
    '../sdk/index.ts',
    '../sdk/react/index.ts',
    '../sdk/wagmi/index.ts',
    '../kernel/index.ts',
    '../plugins/eip155/index.ts',
    '../plugins/solana/index.ts',
    '../plugins/polkadot/index.ts',
    '../plugins/bip122/index.ts',
    '../plugins/cosmos/index.ts',
    '../plugins/embedded-wallet/index.ts',
    '../plugins/walletconnect/index.ts',
    '../plugins/registry/index.ts',
    '../plugins/siwx/index.ts',
    '../plugins/send/index.ts',
    '../plugins/receive/index.ts',
    '../plugins/onramp/index.ts',
    '../plugins/analytics/index.ts',
    '../plugins/swaps/index.ts',
    '../plugins/pay/index.ts',
  ],
  tsconfig: './tsconfig.api.json',
  out: './api',
  // typedoc-vitepress-theme: links and the sidebar file are relative to the site's root.
  docsRoot: '.',
  plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme', './typedoc-module-names.mjs'],
  name: 'API reference',
  // The reference's home: what each entry point is for, then the list TypeDoc makes.
  readme: './api-readme.md',
  mergeReadme: true,
  sortEntryPoints: false,
  excludePrivate: true,
  excludeInternal: true,
  hideGenerator: true,
  // TSDoc text such as '<plugin>:<pastTense>' would otherwise reach VitePress as HTML tags.
  sanitizeComments: true,
  navigation: { includeFolders: false },
  // Interfaces and classes get pages of their own; functions, types and constants are read on their entry point's page.
  membersWithOwnFile: ['Class', 'Interface'],
  // TypeDoc reads the code with TypeScript 5 (it needs the JS compiler API); the typecheck step checks it with 7.
  skipErrorChecking: true,
  // A type referenced but not exported is reported and left out; only errors stop the build.
  treatWarningsAsErrors: false,
}

export default config
