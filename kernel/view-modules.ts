import type { ViewLoader, ViewModule } from './types.js'

// Apart from the view registry, so the modal's code reads it without pulling in the kit's runtime. Module-level
// like kernel/page-kits.ts, but a cache of code rather than of any kit's state: a loaded module serves every kit.

/** Modules that have arrived, by loader (a view's or a slot part's), for every kit on the page. */
const modules = new WeakMap<ViewLoader, ViewModule>()

/** Loads a view's or slot part's module and remembers it; a failed load is tried afresh by the next call. */
export function loadViewModule(load: ViewLoader): Promise<ViewModule> {
  return load().then((module) => {
    modules.set(load, module)
    return module
  })
}

/** The module, once it has arrived: the modal then renders it at once, with no loading frame. */
export function loadedViewModule(load: ViewLoader): ViewModule | undefined {
  return modules.get(load)
}
