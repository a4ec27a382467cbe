// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkFile, checkFiles, guardedFiles, isGuarded, type Rule } from './contract-rules.js'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the plugin contract in the source', () => {
  it('no plugin or view reaches the kernel internals, the shell context or another plugin', () => {
    const files = guardedFiles(root)
    const paths = files.map((file) => file.path)
    // The scan sees every plugin and every view folder, so an empty answer means something.
    expect(paths).toEqual(expect.arrayContaining(['plugins/eip155/setup.ts', 'plugins/walletconnect/setup.ts', 'plugins/registry/setup.ts']))
    for (const dir of ['plugins/walletconnect/views/', 'ui/views/', 'ui/parts/', 'ui/primitives/']) {
      expect(paths.some((path) => path.startsWith(dir))).toBe(true)
    }
    expect(checkFiles(files)).toEqual([])
  })
})

describe('isGuarded', () => {
  it.each([
    'plugins/eip155/setup.ts',
    'plugins/walletconnect/views/ConnectingWalletConnectView.tsx',
    'ui/views/ConnectView.tsx',
    'ui/parts/NetworkList.tsx',
    'ui/primitives/Button.tsx',
  ])('guards %s', (path) => expect(isGuarded(path)).toBe(true))

  it.each([
    'plugins/eip155/plugin.test.ts',
    'plugins/walletconnect/views/views.test.tsx',
    'plugins/registry/test-kit.ts',
    'plugins/eip155/test-provider.ts',
    'plugins/eip155/test-api.ts',
    'ui/views/ConnectView.test.tsx',
    'ui/shell/ViewOutlet.tsx',
    'ui/mount.tsx',
    'kernel/shell.ts',
    'sdk/create-kit.ts',
  ])('leaves %s alone', (path) => expect(isGuarded(path)).toBe(false))
})

describe('checkFile', () => {
  const rules = (path: string, text: string): Rule[] => checkFile({ path, text }).map((violation) => violation.rule)

  it.each([
    ['plugins/eip155/setup.ts', "import { kitInternals } from '../../kernel/internals.js'"],
    ['plugins/walletconnect/views/View.tsx', "import type { KitInternals } from '../../../kernel/internals'"],
    ['ui/views/AccountView.tsx', "export { kitInternals as k } from '../../kernel/internals.js'"],
    ['ui/parts/Part.tsx', "const lazy = () => import('../../kernel/internals.js')"],
    ['plugins/registry/lists.ts', "import { kitInternals } from '../../kernel/testing/index.js'"],
  ])('%s must not import the kernel internals (nor the test helpers that hand them out)', (path, text) => {
    expect(rules(path, text)).toContain('internals-import')
  })

  it.each(['kitInternals(kit).store', 'useShellInternals()', 'const kit = useKitInstance ()', "const url = 'https://example.test'; kitInternals(kit)"])('a plugin must not call %s', (code) => {
    expect(rules('plugins/registry/setup.ts', code)).toEqual(['internals-call'])
    expect(rules('ui/primitives/Button.tsx', code)).toEqual(['internals-call'])
  })

  it('a view must not import the shell context', () => {
    expect(rules('ui/views/ConnectView.tsx', "import {\n  KitContext,\n} from '../kit-context.js'")).toEqual(['kit-context-import'])
    expect(rules('plugins/registry/views/AllWalletsView.tsx', "import { KitContext } from '../../../ui/kit-context.js'")).toEqual([
      'kit-context-import',
    ])
  })

  it("a plugin must not import another plugin's folder, by path or by package name", () => {
    expect(rules('plugins/walletconnect/setup.ts', "import { eip155 } from '../eip155/index.js'")).toEqual(['cross-plugin-import'])
    expect(rules('plugins/walletconnect/views/View.tsx', "import type { X } from '../../registry/lists.js'")).toEqual(['cross-plugin-import'])
    expect(rules('plugins/registry/setup.ts', "import { walletConnect } from 'tessera/plugins/walletconnect'")).toEqual(['cross-plugin-import'])
  })

  it('allows the public contract, its own folder, packages, and prose that names the doors', () => {
    const text = [
      '// Views never call kitInternals(kit) or useShellInternals(); see ui/kit-context.ts.',
      '/* nor import("../../kernel/internals.js") */',
      "import type { PluginContext } from '../../../kernel/index.js'",
      "import { createKit } from 'tessera'",
      "import type { KitViews } from 'tessera/kernel'",
      "import { usePluginContext } from '../../../ui/plugin-context.js'",
      "import { QrCode } from '../../../ui/primitives/QrCode.js'",
      "import { pairing } from './pairing.js'",
      "import { session } from '../../walletconnect/session.js'",
      "import { z } from 'zod/mini'",
    ].join('\n')
    expect(checkFile({ path: 'plugins/walletconnect/views/View.tsx', text })).toEqual([])
  })

  it('names the file and what it reached', () => {
    expect(checkFile({ path: 'plugins/eip155/setup.ts', text: "import { kitInternals } from '../../kernel/internals.js'\nkitInternals(kit)" })).toEqual([
      { file: 'plugins/eip155/setup.ts', rule: 'internals-import', detail: '../../kernel/internals.js' },
      { file: 'plugins/eip155/setup.ts', rule: 'internals-call', detail: 'kitInternals(' },
    ])
  })
})
