import { allowedImageSrc, safeImageSrc } from '../../ui/safe-url.js'

/** What the page's buttons need of the modal's image rules: one object, loaded with the first picture. */
export const imageRules = { allowedImageSrc, safeImageSrc }
export type ImageRules = typeof imageRules
