/** The social sign-in's own failure, apart from its service so the views that word it do not pull the service in. */
export const WINDOW_CLOSED_MESSAGE = 'The sign-in window was closed before you finished. Try again.'
