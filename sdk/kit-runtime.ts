import { startRuntime as startKernelRuntime, type KitCore, type ShellParts } from '../kernel/runtime.js'
import { registerCoreViews } from '../ui/core-views.js'

/**
 * The runtime a kit made by `createKit` loads after first paint: the kernel's, with the views this package draws
 * registered before any plugin sets up. Here rather than in createKit, so their loaders stay out of the host's entry chunk.
 */
export function startRuntime(shell: ShellParts): KitCore {
  const core = startKernelRuntime(shell)
  // The runtime clears its view and slot registries on destroy; nothing to undo here.
  registerCoreViews({ views: core.views, slots: core.slots, store: core.store, connectors: core.connectors })
  return core
}
