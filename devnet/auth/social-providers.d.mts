export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'
export declare const SOCIAL_PROVIDERS: readonly SocialProvider[]
export declare const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>>
