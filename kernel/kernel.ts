import type { KitOptionsInput } from './options.js'
import * as runtime from './runtime.js'
import { createKitShell, type Kit } from './shell.js'

export { initialState, type Kit, type AccountInfo } from './shell.js'

/**
 * A kit with its runtime loaded up front: everything is usable at once and option errors throw here.
 * Hosts use the sdk's createKit, which loads the runtime after first paint instead.
 */
export function createKernel(input: KitOptionsInput): Kit {
  return createKitShell(input, runtime)
}
