import * as z from 'zod/mini'
import { NAMESPACES, type Namespace } from './caip.js'
import type { Clock } from './clock.js'
import type { LogLevel } from './log.js'
import { kitIdSchema, storedConnectionsSchema, type StorageBackend } from './storage.js'
import type { KitInitialState } from './initial-state.js'
import { SDK_VERSION } from './version.js'
import { LOCALE_PATTERN, MAX_LOCALE_LENGTH, MAX_MESSAGE_KEY_LENGTH, MAX_MESSAGE_LENGTH, MAX_MESSAGE_OVERRIDES } from './locale.js'
import { THEME_MODES, THEME_VARIABLES, themeValueProblem, type ThemeMode, type ThemeVariable } from './theme-values.js'
import type { KitPlugin } from './context.js'
import type { CaipNetwork, ConnectMethod, WalletFeature } from './types.js'

const namespace = z.enum(NAMESPACES)
const accountType = z.enum(['eoa', 'smartAccount'])
/** Host-supplied links end up in href attributes: only web schemes pass. */
const safeUrl = z.string().check(z.refine((v) => /^https?:\/\//i.test(v), 'must be an http(s) URL'))

/** `scheme://host[:port]` exactly, http(s) only: what an image's origin is compared with. */
const webOrigin = z.string().check(
  z.maxLength(256),
  z.refine((v) => /^https?:\/\//i.test(v) && originOf(v) === v.replace(/\/$/, '').toLowerCase(), 'must be an http(s) origin such as https://cdn.example.com'),
)
/** More would be a list of hosts rather than a few trusted image hosts. */
export const MAX_ALLOWED_IMAGE_ORIGINS = 32

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

const nativeCurrency = z.object({ name: z.string(), symbol: z.string(), decimals: z.number().check(z.int(), z.gte(0)) })
const caipNetwork = z.object({
  id: z.union([z.number(), z.string()]),
  chainNamespace: namespace,
  caipNetworkId: z.string().check(z.regex(/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,64}$/)),
  name: z.string().check(z.minLength(1)),
  nativeCurrency,
  rpcUrls: z.object({
    default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }),
    chainDefault: z.optional(z.object({ http: z.array(z.string()) })),
  }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: safeUrl }) })),
  assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
  testnet: z.optional(z.boolean()),
  contracts: z.optional(z.object({ ensUniversalResolver: z.optional(z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)) })) })),
})

export const SOCIAL_PROVIDERS_ALL = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export const CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const satisfies readonly WalletFeature[]
export const CONNECT_METHODS_ORDER = ['email', 'social', 'wallet'] as const satisfies readonly ConnectMethod[]

/** Spec §9 default features. */
export const DEFAULT_FEATURES = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  socials: [...SOCIAL_PROVIDERS_ALL] as (typeof SOCIAL_PROVIDERS_ALL)[number][] | false,
  connectorTypeOrder: [...CONNECTOR_TYPE_ORDER] as (typeof CONNECTOR_TYPE_ORDER)[number][],
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  walletFeaturesOrder: [...WALLET_FEATURES_ORDER] as (typeof WALLET_FEATURES_ORDER)[number][],
  /** The Connect view's sections, top to bottom (email and social come with the embedded-wallet plugin). */
  connectMethodsOrder: [...CONNECT_METHODS_ORDER] as (typeof CONNECT_METHODS_ORDER)[number][],
}
export type Features = typeof DEFAULT_FEATURES

/** Spec §9 default account types. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<Namespace, 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
  cosmos: 'eoa',
}

const features = z.partial(
  z.object({
    swaps: z.boolean(),
    onramp: z.boolean(),
    receive: z.boolean(),
    send: z.boolean(),
    email: z.boolean(),
    emailShowWallets: z.boolean(),
    socials: z.union([z.array(z.enum(SOCIAL_PROVIDERS_ALL)), z.literal(false)]),
    connectorTypeOrder: z.array(z.enum(CONNECTOR_TYPE_ORDER)),
    history: z.boolean(),
    analytics: z.boolean(),
    allWallets: z.boolean(),
    legalCheckbox: z.boolean(),
    smartSessions: z.boolean(),
    collapseWallets: z.boolean(),
    pay: z.boolean(),
    walletFeaturesOrder: z.array(z.enum(WALLET_FEATURES_ORDER)).check(z.maxLength(WALLET_FEATURES_ORDER.length)),
    connectMethodsOrder: z.array(z.enum(CONNECT_METHODS_ORDER)).check(z.maxLength(CONNECT_METHODS_ORDER.length)),
  }),
)

export type { ThemeVariable } from './theme-values.js'
/** Values land in a style sheet: no characters that could close a declaration or open a url(). */
const themeVariables = z.partialRecord(z.enum(THEME_VARIABLES), z.union([z.number(), z.string()])).check(
  z.superRefine((variables, ctx) => {
    for (const [key, value] of Object.entries(variables)) {
      const problem = themeValueProblem(key as ThemeVariable, value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [key], input: value })
    }
  }),
)

const fn = <T>(name: string) => z.custom<T>((v) => typeof v === 'function', `${name} must be a function`)
const obj = <T>(name: string) => z.custom<T>((v) => typeof v === 'object' && v !== null, `${name} must be an object`)

const plugin = z.custom<KitPlugin>(
  (v) => typeof v === 'object' && v !== null && typeof (v as KitPlugin).id === 'string' && typeof (v as KitPlugin).setup === 'function',
  'a plugin is { id, setup }',
)

export const kitOptionsSchema = z.object({
  projectId: z.optional(z.string()),
  /** The kit's storage namespace (`@appkit-wallet/<id>/…`), so two kits on one page keep their saved state apart. */
  id: z.optional(kitIdSchema),
  metadata: z.optional(
    z.object({ name: z.string(), description: z.optional(z.string()), url: z.optional(safeUrl), icons: z.optional(z.array(z.string())) }),
  ),
  features: z.optional(features),
  networks: z.array(caipNetwork).check(z.minLength(1, 'at least one network is required')),
  defaultNetwork: z.optional(caipNetwork),
  plugins: z.optional(z.array(plugin)),
  /** Accepted for familiarity; chain adapters are plugins here, so these join `plugins`. */
  adapters: z.optional(z.array(plugin)),
  tokens: z.optional(z.record(z.string(), z.object({ address: z.string(), image: z.optional(z.string()) }))),
  customWallets: z.optional(
    z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        image_url: z.optional(z.string()),
        homepage: z.optional(safeUrl),
        mobile_link: z.optional(z.nullable(z.string())),
        desktop_link: z.optional(z.nullable(z.string())),
        webapp_link: z.optional(z.nullable(z.string())),
        app_store: z.optional(z.nullable(z.string())),
        play_store: z.optional(z.nullable(z.string())),
        rdns: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  featuredWalletIds: z.optional(z.array(z.string())),
  termsConditionsUrl: z.optional(safeUrl),
  privacyPolicyUrl: z.optional(safeUrl),
  /** 'system' (the default) follows the visitor's prefers-color-scheme, live. */
  themeMode: z.optional(z.enum(THEME_MODES)),
  themeVariables: z.optional(themeVariables),
  /** The modal's language (a BCP 47 tag); English when left out or when no catalogue has it. */
  locale: z.optional(z.string().check(z.maxLength(MAX_LOCALE_LENGTH), z.regex(LOCALE_PATTERN, "must be a language tag such as 'en' or 'pt-BR'"))),
  /** The host's wording for any message key, in every locale: `{ 'connect.title': 'Sign in' }`. */
  messages: z.optional(
    z
      .record(z.string().check(z.maxLength(MAX_MESSAGE_KEY_LENGTH)), z.string().check(z.maxLength(MAX_MESSAGE_LENGTH)))
      .check(z.refine((m) => Object.keys(m).length <= MAX_MESSAGE_OVERRIDES, `at most ${MAX_MESSAGE_OVERRIDES} messages`)),
  ),
  customRpcUrls: z.optional(z.record(z.string(), z.array(z.object({ url: z.string() })))),
  allowUnsupportedChain: z.optional(z.boolean()),
  enableEmbedded: z.optional(z.boolean()),
  siwx: z.optional(obj<object>('siwx')),
  siweConfig: z.optional(obj<object>('siweConfig')),
  defaultAccountTypes: z.optional(z.partialRecord(namespace, z.string())),
  preferredAccountTypes: z.optional(z.partialRecord(namespace, accountType)),
  debug: z.optional(z.boolean()),
  logLevel: z.optional(z.enum(['debug', 'info', 'warn', 'error', 'silent'])),
  enableEIP6963: z.optional(z.boolean()),
  enableNetworkSwitch: z.optional(z.boolean()),
  enableWalletConnect: z.optional(z.boolean()),
  enableWalletGuide: z.optional(z.boolean()),
  enableWallets: z.optional(z.boolean()),
  enableAuthLogger: z.optional(z.boolean()),
  enableReconnect: z.optional(z.boolean()),
  disableAppend: z.optional(z.boolean()),
  manualWCControl: z.optional(z.boolean()),
  universalProvider: z.optional(obj<object>('universalProvider')),
  /**
   * Base URLs of the data API, the wallet registry and analytics. Each is off until set: the kit sends nothing
   * to a host the page's owner did not name, and works from the networks' RPC alone without them.
   */
  apiUrl: z.optional(safeUrl),
  registryUrl: z.optional(safeUrl),
  analyticsUrl: z.optional(safeUrl),
  /**
   * An RPC proxy (spec §7 chain RPC): well-known chains (kernel/rpc-proxy-chains.ts) are read through
   * `{rpcProxyUrl}/v1/?chainId=…&projectId=…` before their own URLs. Off until set, like the other services.
   */
  rpcProxyUrl: z.optional(safeUrl),
  /**
   * Origins beyond the registry and the data API that images named by a service or a wallet may load from;
   * any other such image shows a placeholder instead.
   */
  allowedImageOrigins: z.optional(z.array(webOrigin).check(z.maxLength(MAX_ALLOWED_IMAGE_ORIGINS))),
  /** SDK type and version sent with every service call (spec §7, §9). */
  sdkType: z.optional(z.string()),
  sdkVersion: z.optional(z.string()),
  storage: z.optional(obj<StorageBackend>('storage')),
  clock: z.optional(obj<Clock>('clock')),
  /** Overrides device detection (spec §2 mobile rules); mostly for tests and previews. */
  isMobile: z.optional(fn<() => boolean>('isMobile')),
  /** What a server read from the visitor's cookies (`cookieToInitialState`): the kit starts from it. */
  initialState: z.optional(z.object({ activeCaipNetworkId: z.optional(z.string()), connections: z.optional(storedConnectionsSchema) })),
})

export type KitOptionsInput = Omit<
  z.input<typeof kitOptionsSchema>,
  'networks' | 'defaultNetwork' | 'plugins' | 'adapters' | 'storage' | 'clock' | 'isMobile' | 'initialState'
> & {
  networks: readonly [CaipNetwork, ...CaipNetwork[]] | readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork
  plugins?: readonly KitPlugin[]
  adapters?: readonly KitPlugin[]
  storage?: StorageBackend
  clock?: Clock
  isMobile?: () => boolean
  initialState?: KitInitialState
}

/** Options after parsing, with spec §9 defaults applied. */
export interface KitOptions extends Omit<z.output<typeof kitOptionsSchema>, 'features' | 'networks' | 'defaultNetwork' | 'plugins' | 'adapters' | 'initialState'> {
  readonly projectId: string
  readonly networks: readonly CaipNetwork[]
  readonly defaultNetwork: CaipNetwork
  readonly features: Features
  readonly plugins: readonly KitPlugin[]
  readonly defaultAccountTypes: Readonly<Record<Namespace, string>>
  readonly themeMode: ThemeMode
  readonly logLevel: LogLevel
  readonly sdkType: string
  readonly sdkVersion: string
  readonly enableEIP6963: boolean
  readonly enableNetworkSwitch: boolean
  readonly enableWalletConnect: boolean
  readonly enableWalletGuide: boolean
  readonly enableWallets: boolean
  readonly enableAuthLogger: boolean
  readonly enableReconnect: boolean
  readonly allowUnsupportedChain: boolean
  readonly enableEmbedded: boolean
  readonly disableAppend: boolean
  readonly debug: boolean
}

/**
 * Spec §3 options whose behaviour a plugin provides, with the plugin to add: setting one that no plugin owns
 * (`ownsOptions`) stops start-up with an OptionWithoutPluginError, instead of silently doing nothing.
 */
export const PLUGIN_OPTIONS = {
  siwx: 'siwx()',
  siweConfig: 'siwx()',
  universalProvider: 'walletConnect()',
  manualWCControl: 'walletConnect()',
  customWallets: 'registry()',
  featuredWalletIds: 'registry()',
  includeWalletIds: 'registry()',
} as const satisfies Partial<Record<keyof KitOptionsInput, string>>

export const SDK_TYPE = 'tessera'

/**
 * Fresh lists per kit: plugins may filter them (spec §5 Telegram socials), which must not reach another kit or
 * the exported defaults. A feature set to undefined keeps its default, as if it were left out.
 */
function mergeFeatures(given: Partial<Features> | undefined): Features {
  const features: Features = {
    ...DEFAULT_FEATURES,
    socials: DEFAULT_FEATURES.socials && [...DEFAULT_FEATURES.socials],
    connectorTypeOrder: [...DEFAULT_FEATURES.connectorTypeOrder],
    walletFeaturesOrder: [...DEFAULT_FEATURES.walletFeaturesOrder],
    connectMethodsOrder: [...DEFAULT_FEATURES.connectMethodsOrder],
  }
  for (const [key, value] of Object.entries(given ?? {})) {
    if (value !== undefined) (features as Record<string, unknown>)[key] = value
  }
  return features
}

export type ParseOptionsResult =
  | { ok: true; options: KitOptions; warnings: readonly string[] }
  | { ok: false; issues: readonly { path: readonly PropertyKey[]; message: string }[]; conflict?: 'siwx' }

export function parseKitOptions(input: unknown): ParseOptionsResult {
  const parsed = kitOptionsSchema.safeParse(input)
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((i) => ({ path: i.path, message: i.message })) }
  }
  const o = parsed.data
  if (o.siwx && o.siweConfig) return { ok: false, issues: [{ path: ['siwx'], message: 'Cannot set both siweConfig and siwx options' }], conflict: 'siwx' }
  const warnings: string[] = []
  const networks = o.networks as CaipNetwork[]
  let defaultNetwork = (o.defaultNetwork as CaipNetwork | undefined) ?? networks[0]!
  if (!networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)) {
    warnings.push(`defaultNetwork ${defaultNetwork.caipNetworkId} is not in networks; using ${networks[0]!.caipNetworkId}`)
    defaultNetwork = networks[0]!
  }
  const ids = new Set<string>()
  for (const n of networks) {
    if (ids.has(n.caipNetworkId)) warnings.push(`network ${n.caipNetworkId} is listed twice`)
    ids.add(n.caipNetworkId)
  }
  const options: KitOptions = {
    ...o,
    projectId: o.projectId ?? '',
    networks,
    defaultNetwork,
    features: mergeFeatures(o.features),
    plugins: [...((o.adapters ?? []) as KitPlugin[]), ...((o.plugins ?? []) as KitPlugin[])],
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...o.defaultAccountTypes },
    themeMode: o.themeMode ?? 'system',
    logLevel: o.logLevel ?? (o.debug ? 'debug' : 'error'),
    sdkType: o.sdkType ?? SDK_TYPE,
    sdkVersion: o.sdkVersion ?? SDK_VERSION,
    enableEIP6963: o.enableEIP6963 ?? true,
    enableNetworkSwitch: o.enableNetworkSwitch ?? true,
    enableWalletConnect: o.enableWalletConnect ?? true,
    enableWalletGuide: o.enableWalletGuide ?? true,
    enableWallets: o.enableWallets ?? true,
    enableAuthLogger: o.enableAuthLogger ?? true,
    enableReconnect: o.enableReconnect ?? true,
    allowUnsupportedChain: o.allowUnsupportedChain ?? false,
    enableEmbedded: o.enableEmbedded ?? false,
    disableAppend: o.disableAppend ?? false,
    debug: o.debug ?? false,
  }
  return { ok: true, options, warnings }
}
