import { createKitShell, type Kit, type KitOptionsInput } from '../kernel/index.js'
import { autoMountModal } from './auto-mount.js'

/**
 * The host's entry point: `createKit({ projectId, networks, plugins: [eip155()] })`.
 * The kit's state and buttons work at once; its runtime (option parsing, plugins, reconnect, the modal's views)
 * loads right after first paint, and everything visual on first open (or on idle, so that open is instant).
 * Invalid options reject `kit.ready` and are logged; duplicate or missing plugins throw here.
 */
export function createKit(options: KitOptionsInput): Kit {
  const kit = createKitShell(options, () => import('./kit-runtime.js'))
  autoMountModal(kit)
  return kit
}
