import { createKernel, type Kit, type KitOptionsInput } from '../kernel/index.js'
import { registerCoreViews } from '../ui/core-views.js'
import { autoMountModal } from './auto-mount.js'

/**
 * The host's entry point: `createKit({ projectId, networks, plugins: [eip155()] })`.
 * Wires the kernel to the UI; everything visual loads on first open (or on idle, to make that open instant).
 */
export function createKit(options: KitOptionsInput): Kit {
  const kit = createKernel(options)
  kit.onDestroy(registerCoreViews(kit))
  autoMountModal(kit)
  return kit
}
