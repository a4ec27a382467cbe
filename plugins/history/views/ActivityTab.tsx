import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { formatBalance, formatFiat, isFiatValue, truncateAddress, type TransactionStatusReader } from '../../../kernel/index.js'
import { localizeUsd } from '../../../ui/i18n/format-fiat.js'
import { localizeDecimal } from '../../../ui/i18n/format-number.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon, type IconName } from '../../../ui/primitives/Icon.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { safeLinkHref } from '../../../ui/safe-url.js'
import { fromLocal, groupByMonth, mergeLocal, type ActivityItem, type ActivityKind } from '../activity-item.js'
import { formatDate } from '../date-format.js'
import { ofAccount } from '../local-transactions.js'
import { historyMessages, type HistoryMessageKey } from '../messages.js'
import type { HistoryService } from '../plugin.js'

const KIND_LABEL: Readonly<Record<ActivityKind, HistoryMessageKey>> = {
  sent: 'history.kind.sent',
  received: 'history.kind.received',
  swap: 'history.kind.swap',
  minted: 'history.kind.minted',
  bought: 'history.kind.bought',
  call: 'history.kind.call',
}
const KIND_ICON: Readonly<Record<ActivityKind, IconName>> = { sent: 'send', received: 'receive', swap: 'swap', minted: 'receive', bought: 'card', call: 'external' }
const STATUS_LABEL = { pending: 'history.status.pending', confirmed: 'history.status.confirmed', failed: 'history.status.failed' } as const

/** The 'activity' tab: the account's transactions on the network in view, by month, loading more as it scrolls. */
export default function ActivityTab() {
  const ctx = usePluginContext()
  const { t, locale } = useMessages(historyMessages)
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

  if (!network || !address || !service) return <Spinner label={t('history.loadingActivity')} />
  const isLocal = service.source === 'local'
  const loading = !isLocal && (feed.loading || feed.key !== key) && !feed.failed
  const explorerUrl = (item: ActivityItem) => safeLinkHref(explorer?.explorerUrl({ caipNetwork: network, hash: item.hash }))

  return (
    <div className="tokens activity" data-testid="activity">
      {isLocal ? (
        <p className="tokens-more" data-testid="activity-local-note">
          {t('history.localNote')}
        </p>
      ) : null}
      {groupByMonth(items).map((group) => (
        <MonthGroup key={`${group.year}-${group.month}`} title={formatDate(new Date(group.year, group.month, 1), locale, { month: 'long', year: 'numeric' })} items={group.items} explorerUrl={explorerUrl} />
      ))}
      {items.length === 0 && !loading && !feed.failed ? (
        <div className="state-message" data-testid="activity-empty">
          <p className="state-title">{t('history.empty')}</p>
          <p className="state-text">{t(isLocal ? 'history.emptyLocal' : 'history.emptyAccount')}</p>
        </div>
      ) : null}
      {!isLocal && feed.failed ? (
        <div className="state-message">
          <p className="state-text">{t('history.fetchFailed')}</p>
          <Button variant="secondary" onClick={() => service.retry()}>
            {t('history.tryAgain')}
          </Button>
        </div>
      ) : null}
      {loading ? <Spinner label={t('history.loadingTransactions')} /> : null}
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

function amountText(item: ActivityItem, locale: string): string {
  return item.transfers
    .map((transfer) => {
      const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : ''
      if (transfer.nft) return `${sign}${transfer.label}`
      return `${transfer.quantity !== undefined ? `${sign}${localizeDecimal(formatBalance(transfer.quantity), locale)} ` : ''}${transfer.label}`.trim()
    })
    .join(', ')
}

function ActivityRow({ item, href }: { readonly item: ActivityItem; readonly href: string | undefined }) {
  const { t, locale } = useMessages(historyMessages)
  const amount = amountText(item, locale)
  const incoming = item.kind === 'received' || item.kind === 'bought'
  const counterparty = item.counterparty ? t(incoming ? 'history.from' : 'history.to', { address: truncateAddress(item.counterparty) }) : ''
  const time = new Date(item.time)
  const when = formatDate(time, locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
  const value = item.transfers.length === 1 && item.transfers[0]?.value !== undefined && isFiatValue(item.transfers[0].value) ? localizeUsd(formatFiat(item.transfers[0].value), locale) : undefined
  const status = t(STATUS_LABEL[item.status])
  const label = [t(KIND_LABEL[item.kind]), amount, counterparty, status].filter(Boolean).join(', ')
  return (
    <li className="token" aria-label={label} data-testid="activity-item" data-status={item.status} data-hash={item.hash}>
      <span className="activity-icon">{item.status === 'pending' ? <Spinner size={20} /> : <Icon name={KIND_ICON[item.kind]} size={20} />}</span>
      <span className="token-text">
        <span className="token-symbol">{t(KIND_LABEL[item.kind])}</span>
        <span className="token-name" title={item.counterparty}>
          {counterparty ? `${counterparty} · ` : ''}
          <time dateTime={time.toISOString()}>{when}</time>
        </span>
      </span>
      <span className="token-amounts">
        <span className="token-quantity">{amount}</span>
        <span className="token-value">
          {item.status === 'confirmed' ? (value ?? '') : status}
          {href ? (
            <a className="explorer-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={t('history.viewOnExplorer')}>
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
  const { t } = useMessages(historyMessages)
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
      {t('history.loadMore')}
    </Button>
  )
}
