import type { Features } from '../../kernel/index.js'

/** Spec §1: the ways a visitor signs in besides email; Farcaster has a flow of its own (a QR code, no popup). */
export type SocialOption = Exclude<Features['socials'], false>[number]
/** Spec §5: the providers signed in through a popup or a redirect. */
export type SocialProvider = Exclude<SocialOption, 'farcaster'>

export const SOCIAL_OPTIONS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const satisfies readonly SocialOption[]

/** Names spelled otherwise than capitalised. */
const SPELLED: Partial<Record<SocialOption, string>> = { github: 'GitHub', x: 'X' }

/** How the buttons and views name a provider. */
export const socialName = (option: SocialOption): string => SPELLED[option] ?? `${option.charAt(0).toUpperCase()}${option.slice(1)}`
