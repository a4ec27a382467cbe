import css from './react/buttons.css?inline'

/** The class that gives the kit's buttons their look, in the page (React) and in the elements' shadow roots. */
export const BUTTON_CLASS = 'tessera-button'

/** The rules for BUTTON_CLASS: the same file hosts get as tessera/styles.css. */
export const BUTTON_CSS: string = css
