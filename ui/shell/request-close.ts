import type { KitInternals } from '../../kernel/internals.js'

/** Closing can be refused (an unanswered approval, a required sign-in): then the card shakes instead. */
export function requestClose(internals: Pick<KitInternals, 'modal'>): void {
  if (!internals.modal.close()) internals.modal.shake()
}
