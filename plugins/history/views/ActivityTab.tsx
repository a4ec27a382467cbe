import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { formatBalance, formatFiat, isFiatValue, truncateAddress, type TransactionStatusReader } from '../../../kernel/index.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon, type IconName } from '../../../ui/primitives/Icon.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { safeLinkHref } from '../../../ui/safe-url.js'
import { fromLocal, groupByMonth, mergeLocal, type ActivityItem, type ActivityKind } from '../activity-item.js'
import { ofAccount } from '../local-transactions.js'
import type { HistoryService } from '../plugin.js'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const KIND_LABEL: Readonly<Record<ActivityKind, string>> = { sent: 'Sent', received: 'Received', swap: 'Swap', minted: 'Minted', bought: 'Bought', call: 'Contract call' }
const KIND_ICON: Readonly<Record<ActivityKind, IconName>> = { sent: 'send', received: 'receive', swap: 'swap', minted: 'receive', bought: 'card', call: 'external' }
const STATUS_LABEL = { pending: 'Pending', confirmed: 'Confirmed', failed: 'Failed' } as const

/** The 'activity' tab: the account's transactions on the network in view, by month, loading more as it scrolls. */
export default function ActivityTab() {
  const ctx = usePluginContext()
  const network = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.networkState.caipNetwork : undefined))
  const address = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace]?.accountState.address : undefined))
  const namespace = usePluginState((s) => s.activeNamespace)
  const feed = usePluginState((s) => s.history.feed)
  const local = usePluginState((s) => s.history.local)
  const [service, setService] = useState<HistoryService>()
  const [explorer, setExplorer] = useState<TransactionStatusReader>()
  const key = network && address ? `${network.caipNetworkId}|${address}` : undefined

  useEffect(() => {
    let live = true
    void ctx.services.use('history').then((s) => live && setService(s))
    return () => {
      live = false
    }
  }, [ctx])
  useEffect(() => {
    let live = true
    const adapter = namespace ? ctx.adapters.get(namespace) : undefined
    adapter?.transactionStatus?.().then(
      (reader) => live && setExplorer(reader),
      (error: unknown) => ctx.log.warn('could not load explorer links', error),
    )
    return () => {
      live = false
    }
  }, [ctx, namespace])
  useEffect(() => {
    if (key) service?.load()
  }, [service, key])

  const items = useMemo(() => {
    if (!network || !address) return []
    const mine = ofAccount(local, network.caipNetworkId, address).map(fromLocal)
    if (service?.source !== 'api') return mine
    return mergeLocal(feed.key === key ? feed.transactions : [], mine)
  }, [network, address, local, feed, key, service])

  if (!network || !address || !service) return <Spinner label="Loading activity" />
  const isLocal = service.source === 'local'
  const loading = !isLocal && (feed.loading || feed.key !== key) && !feed.failed
  const explorerUrl = (item: ActivityItem) => safeLinkHref(explorer?.explorerUrl({ caipNetwork: network, hash: item.hash }))

  return (
    <div className="tokens activity" data-testid="activity">
      {isLocal ? (
        <p className="tokens-more" data-testid="activity-local-note">
          Only the transactions sent from this browser are listed here.
        </p>
      ) : null}
      {groupByMonth(items).map((group) => (
        <MonthGroup key={`${group.year}-${group.month}`} title={`${MONTHS[group.month]} ${group.year}`} items={group.items} explorerUrl={explorerUrl} />
      ))}
      {items.length === 0 && !loading && !feed.failed ? (
        <div className="state-message" data-testid="activity-empty">
          <p className="state-title">No activity yet</p>
          <p className="state-text">{isLocal ? 'Transactions you send from here will show up here.' : 'This account has no transactions on this network.'}</p>
        </div>
      ) : null}
      {!isLocal && feed.failed ? (
        <div className="state-message">
          <p className="state-text">Failed to fetch transactions</p>
          <Button variant="secondary" onClick={() => service.retry()}>
            Try again
          </Button>
        </div>
      ) : null}
      {loading ? <Spinner label="Loading transactions" /> : null}
      {!isLocal && feed.key === key && feed.next && !feed.loading && !feed.failed ? <MoreTrigger onMore={() => service.loadMore()} /> : null}
    </div>
  )
}

function MonthGroup({ title, items, explorerUrl }: { readonly title: string; readonly items: readonly ActivityItem[]; readonly explorerUrl: (item: ActivityItem) => string | undefined }) {
  const headingId = useId()
  return (
    <section className="tokens" aria-labelledby={headingId}>
      <h3 id={headingId} className="tokens-title">
        {title}
      </h3>
      <ul className="tokens-list" aria-labelledby={headingId}>
        {items.map((item) => (
          <ActivityRow key={`${item.caipNetworkId}/${item.hash}`} item={item} href={explorerUrl(item)} />
        ))}
      </ul>
    </section>
  )
}

function amountText(item: ActivityItem): string {
  return item.transfers
    .map((transfer) => {
      const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
      if (transfer.nft) return `${sign}${transfer.label}`
      return `${transfer.quantity !== undefined ? `${sign}${formatBalance(transfer.quantity)} ` : ''}${transfer.label}`.trim()
    })
    .join(', ')
}

function ActivityRow({ item, href }: { readonly item: ActivityItem; readonly href: string | undefined }) {
  const amount = amountText(item)
  const counterparty = item.counterparty ? `${item.kind === 'received' || item.kind === 'bought' ? 'from' : 'to'} ${truncateAddress(item.counterparty)}` : ''
  const time = new Date(item.time)
  const when = time.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
  const value = item.transfers.length === 1 && item.transfers[0]?.value !== undefined && isFiatValue(item.transfers[0].value) ? `$${formatFiat(item.transfers[0].value)}` : undefined
  const label = [KIND_LABEL[item.kind], amount, counterparty, STATUS_LABEL[item.status]].filter(Boolean).join(', ')
  return (
    <li className="token" aria-label={label} data-testid="activity-item" data-status={item.status} data-hash={item.hash}>
      <span className="activity-icon">{item.status === 'pending' ? <Spinner size={20} /> : <Icon name={KIND_ICON[item.kind]} size={20} />}</span>
      <span className="token-text">
        <span className="token-symbol">{KIND_LABEL[item.kind]}</span>
        <span className="token-name" title={item.counterparty}>
          {counterparty ? `${counterparty} · ` : ''}
          <time dateTime={time.toISOString()}>{when}</time>
        </span>
      </span>
      <span className="token-amounts">
        <span className="token-quantity">{amount}</span>
        <span className="token-value">
          {item.status === 'confirmed' ? (value ?? '') : STATUS_LABEL[item.status]}
          {href ? (
            <a className="explorer-link" href={href} target="_blank" rel="noopener noreferrer" aria-label="View on explorer">
              <Icon name="external" size={14} />
            </a>
          ) : null}
        </span>
      </span>
    </li>
  )
}

/** Asks for the next page when it scrolls into view; a button where the browser cannot tell. */
function MoreTrigger({ onMore }: { readonly onMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const observable = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const element = ref.current
    if (!observable || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [observable, onMore])
  return observable ? (
    <div ref={ref} className="activity-more" data-testid="activity-more" aria-hidden="true" />
  ) : (
    <Button variant="secondary" onClick={onMore}>
      Load more
    </Button>
  )
}
