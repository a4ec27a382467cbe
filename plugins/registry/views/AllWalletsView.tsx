import { useEffect, useRef, useState } from 'react'
import { ErrorMessages, renameWallet, toKitError, type Clock, type PluginContext } from '../../../kernel/index.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import type { TranslateFor } from '../../../ui/i18n/translate.js'
import { canSelectWallet, selectWallet } from '../../../ui/parts/select-wallet.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { VirtualGrid } from '../../../ui/primitives/VirtualGrid.js'
import { WalletImage } from '../../../ui/primitives/WalletImage.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import type { RegistryWallet } from '../client.js'
import { LIST_ENTRIES, SEARCH_DEBOUNCE_MS, SEARCH_ENTRIES } from '../constants.js'
import { registryMessages, type RegistryMessageKey } from '../messages.js'

type Translate = TranslateFor<RegistryMessageKey>

/** Four tiles fit the 360 px modal (AppKit's layout); fixed-height rows keep the windowing exact. */
export const GRID_COLUMNS = 4
export const GRID_ROW_HEIGHT = 104
/** The grid's CSS height (`.wallet-grid`), used until the browser has measured it. */
export const GRID_HEIGHT = 400

export default function AllWalletsView() {
  const ctx = usePluginContext()
  const { t } = useMessages(registryMessages)
  const [query, setQuery] = useState('')
  const search = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS, ctx.clock)
  return (
    <div className="stack all-wallets">
      <label className="search-field">
        <Icon name="search" size={18} />
        <input
          className="search"
          type="search"
          aria-label={t('registry.search')}
          placeholder={t('registry.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {/* The full list stays mounted while searching, so clearing the search returns to the same scroll position. */}
      <div hidden={search !== ''}>
        <WalletListing ctx={ctx} search="" t={t} />
      </div>
      {search !== '' ? <WalletListing key={search} ctx={ctx} search={search} t={t} /> : null}
    </div>
  )
}

/** `value`, once it has stayed the same for `ms` (spec §9 search wait); clearing takes effect at once. */
function useDebounced(value: string, ms: number, clock: Clock): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (value === settled) return
    if (value === '') return setSettled('')
    const id = clock.setTimeout(() => setSettled(value), ms)
    return () => clock.clearTimeout(id)
  }, [value, settled, ms, clock])
  return value === '' ? '' : settled
}

interface Listing {
  readonly wallets: readonly RegistryWallet[]
  /** What the registry says matches: the grid's "of N" and where paging stops. */
  readonly count: number
  readonly nextPage: number
  readonly complete: boolean
  readonly status: 'loading' | 'idle' | 'error'
  readonly error?: string
}

const INITIAL: Listing = { wallets: [], count: 0, nextPage: 1, complete: false, status: 'loading' }

/**
 * Pages of 40 as the visitor scrolls, or one search of up to 100 (spec §9). A failed page keeps what was loaded
 * and offers a retry.
 */
function useWalletListing(ctx: PluginContext, search: string) {
  const [listing, setListing] = useState<Listing>(INITIAL)
  const current = useRef(listing)
  current.current = listing
  const request = useRef<AbortController | undefined>(undefined)

  const load = (force = false) => {
    const state = current.current
    if (request.current || state.complete || (state.status === 'error' && !force)) return
    const controller = (request.current = new AbortController())
    const page = state.nextPage
    setListing((s) => ({ ...s, status: 'loading', error: undefined }))
    ctx.services
      .use('registry')
      .then((registry) =>
        registry.getWallets(search ? { search, page: 1, entries: SEARCH_ENTRIES, signal: controller.signal } : { page, entries: LIST_ENTRIES, signal: controller.signal }),
      )
      .then(
        (answer) => {
          if (controller.signal.aborted) return
          request.current = undefined
          setListing((s) => {
            // Pages can shift under a registry that changes while the visitor scrolls: never show a wallet twice.
            const seen = new Set(s.wallets.map((w) => w.id))
            const wallets = [...s.wallets, ...answer.data.filter((w) => !seen.has(w.id))].slice(0, search ? SEARCH_ENTRIES : undefined)
            const count = search ? Math.min(answer.count, SEARCH_ENTRIES) : answer.count
            const complete = search !== '' || page * LIST_ENTRIES >= answer.count || answer.data.length === 0
            return { wallets, count, nextPage: page + 1, complete, status: 'idle' }
          })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          request.current = undefined
          setListing((s) => ({ ...s, status: 'error', error: toKitError(error).shortMessage }))
        },
      )
  }

  useEffect(() => {
    load()
    return () => {
      // StrictMode unmounts once before the real mount: the next mount must be free to ask again.
      request.current?.abort()
      request.current = undefined
    }
  }, [])

  return { listing, loadMore: () => load(), retry: () => load(true) }
}

function WalletListing({ ctx, search, t }: { readonly ctx: PluginContext; readonly search: string; readonly t: Translate }) {
  const { listing, loadMore, retry } = useWalletListing(ctx, search)
  // Installed wallets and the WalletConnect views decide what a tile does; re-render when connectors change.
  usePluginState((s) => s.connectors)
  const { wallets, status } = listing

  if (wallets.length === 0) {
    if (status === 'loading') {
      return (
        <div className="view-loading">
          <Spinner size={28} label={t('registry.loading')} />
        </div>
      )
    }
    if (status === 'error') return <LoadError message={listing.error} onRetry={retry} t={t} />
    return (
      <div className="state-message" role="status">
        <span className="state-icon">
          <Icon name="wallet" size={28} />
        </span>
        <p className="state-title">{t(search ? 'registry.noMatch' : 'registry.none')}</p>
        <p className="state-text">{t(search ? 'registry.noMatchHint' : 'registry.noneHint')}</p>
      </div>
    )
  }

  const footer =
    status === 'loading' ? (
      <div className="vgrid-footer">
        <Spinner size={20} label={t('registry.loadingMore')} />
      </div>
    ) : status === 'error' ? (
      <LoadError message={listing.error} onRetry={retry} t={t} compact />
    ) : null

  return (
    <VirtualGrid
      items={wallets}
      columns={GRID_COLUMNS}
      rowHeight={GRID_ROW_HEIGHT}
      estimatedHeight={GRID_HEIGHT}
      keyOf={(w) => w.id}
      label={t(search ? 'registry.results' : 'registry.list')}
      total={listing.complete ? wallets.length : Math.max(listing.count, wallets.length)}
      className="wallet-grid"
      testId={search ? 'wallet-search-results' : 'wallet-grid'}
      footer={footer}
      // The last loaded row is about to show: fetch the next page before the visitor reaches it.
      onRangeChange={({ end }) => {
        if (end >= wallets.length - GRID_COLUMNS) loadMore()
      }}
      renderItem={(wallet) => <WalletTile ctx={ctx} wallet={wallet} />}
    />
  )
}

function WalletTile({ ctx, wallet }: { readonly ctx: PluginContext; readonly wallet: RegistryWallet }) {
  const name = renameWallet(wallet.name)
  const selectable = canSelectWallet(ctx, wallet)
  return (
    <button type="button" className="wallet-tile" data-wallet-id={wallet.id} title={name} disabled={!selectable} onClick={() => selectWallet(ctx, wallet)}>
      <WalletImage src={wallet.image_url} name={wallet.name} size={56} />
      <span className="wallet-tile-name">{name}</span>
    </button>
  )
}

/** The kit's own HTTP failures in the visitor's words; a message the registry or the browser wrote stays as given. */
const KNOWN_FAILURES: Readonly<Record<string, RegistryMessageKey>> = {
  [ErrorMessages.HTTP_REQUEST_FAILED]: 'registry.requestFailed',
  [ErrorMessages.REQUEST_TIMED_OUT]: 'registry.timedOut',
}

function LoadError({ message, onRetry, t, compact = false }: { readonly message?: string; readonly onRetry: () => void; readonly t: Translate; readonly compact?: boolean }) {
  const known = message !== undefined && Object.hasOwn(KNOWN_FAILURES, message) ? KNOWN_FAILURES[message] : undefined
  return (
    <div className={compact ? 'vgrid-footer vgrid-error' : 'state-message'} role="alert">
      <p className={compact ? 'state-text' : 'state-title'}>{t('registry.loadFailed')}</p>
      {compact ? null : <p className="state-text">{known ? t(known) : (message ?? t('registry.noAnswer'))}</p>}
      <Button variant="secondary" onClick={onRetry}>
        {t('registry.tryAgain')}
      </Button>
    </div>
  )
}
