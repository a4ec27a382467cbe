import type { Kit } from '../../kernel/index.js'

/** Closing can be refused (an unanswered approval, a required sign-in): then the card shakes instead. */
export function requestClose(kit: Pick<Kit, 'close' | 'modal'>): void {
  if (!kit.close()) kit.modal.shake()
}
