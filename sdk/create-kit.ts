import { createKitShell, type Kit, type KitOptionsInput } from '../kernel/index.js'
import { kitInternals } from '../kernel/internals.js'
import { registerCoreViews } from '../ui/core-views.js'
import { autoMountModal } from './auto-mount.js'

/**
 * The host's entry point: `createKit({ projectId, networks, plugins: [eip155()] })`.
 * The kit's state and buttons work at once; its runtime (option parsing, plugins, reconnect) loads right after
 * first paint, and everything visual on first open (or on idle, so that open is instant).
 * Invalid options reject `kit.ready` and are logged; duplicate or missing plugins throw here.
 */
export function createKit(options: KitOptionsInput): Kit {
  const kit = createKitShell(options, () => import('../kernel/runtime.js'))
  const internals = kitInternals(kit)
  internals.onDestroy(registerCoreViews(internals))
  autoMountModal(kit)
  return kit
}
