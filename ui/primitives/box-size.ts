/**
 * The sizes (CSS px) the primitives come in, each a `box-<size>` class in modal.css. Classes rather than style
 * attributes, so the modal's markup carries no inline style that a strict Content Security Policy would question.
 */
export type BoxSize = 16 | 18 | 20 | 24 | 28 | 32 | 40 | 48 | 56 | 64 | 72 | 240

export const boxClass = (size: BoxSize): string => `box-${size}`
