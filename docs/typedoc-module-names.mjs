// @ts-check
// TypeDoc names each entry point after its folder (`sdk/react`); readers import it by its package subpath.
import { Converter, ReflectionKind } from 'typedoc'

/** @type {Record<string, string>} folder (as TypeDoc names the module) -> the import a host writes */
const IMPORT_PATHS = {
  sdk: 'tessera',
  'sdk/react': 'tessera/react',
  'sdk/wagmi': 'tessera/wagmi',
  kernel: 'tessera/kernel',
  'plugins/eip155': 'tessera/plugins/eip155',
  'plugins/solana': 'tessera/plugins/solana',
  'plugins/polkadot': 'tessera/plugins/polkadot',
  'plugins/bip122': 'tessera/plugins/bip122',
  'plugins/cosmos': 'tessera/plugins/cosmos',
  'plugins/embedded-wallet': 'tessera/plugins/embedded-wallet',
  'plugins/walletconnect': 'tessera/plugins/walletconnect',
  'plugins/registry': 'tessera/plugins/registry',
  'plugins/siwx': 'tessera/plugins/siwx',
  'plugins/send': 'tessera/plugins/send',
  'plugins/receive': 'tessera/plugins/receive',
  'plugins/onramp': 'tessera/plugins/onramp',
  'plugins/analytics': 'tessera/plugins/analytics',
  'plugins/swaps': 'tessera/plugins/swaps',
  'plugins/pay': 'tessera/plugins/pay',
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const name = IMPORT_PATHS[module.name]
      if (name) module.name = name
      else app.logger.error(`No import path for the entry point "${module.name}": add it to docs/typedoc-module-names.mjs`)
    }
  })
}
