// @ts-check

/** spec §5: the social providers a visitor may sign in with (Farcaster has a flow of its own). */
export const SOCIAL_PROVIDERS = /** @type {const} */ (['google', 'github', 'apple', 'facebook', 'x', 'discord'])

/** How pages name each provider to people. */
export const PROVIDER_NAMES = Object.freeze(
  /** @type {Record<import('./social-providers.mjs').SocialProvider, string>} */ ({
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
  }),
)
