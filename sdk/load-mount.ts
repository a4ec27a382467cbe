/**
 * The modal's code, one hop away on purpose: the list of chunks the modal needs (what the bundler writes beside a
 * dynamic import so they download in parallel) then sits in this small chunk, not in the host's entry chunk.
 */
export const loadMount = () => import('../ui/mount.js')
