import { useEffect, useMemo, useState } from 'react'
import type { Namespace } from '../../../kernel/index.js'
import { localizeDecimal } from '../../../ui/i18n/format-number.js'
import type { TranslateFor } from '../../../ui/i18n/translate.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import type { ViewProps } from '../../../ui/view-props.js'
import type { OnrampOptions, OnrampQuote } from '../api.js'
import { ONRAMP_MESSAGES, onrampMessages, type OnrampMessageKey } from '../messages.js'
import type { OnrampPurchaseState } from '../plugin.js'
import type { OnrampService } from '../purchases.js'
import { BUY_LIMITS, PRESET_AMOUNTS, checkAmount, currentTimeZone, isRestrictedTimeZone, type PaymentMethod } from '../rules.js'
import { amountText, purchaseFailureText } from './onramp-text.js'
import { decimalInput } from '../../../ui/i18n/decimal-input.js'

export const RESTRICTED_MESSAGE = ONRAMP_MESSAGES['onramp.restricted']
export const FALLBACK_NOTICE = ONRAMP_MESSAGES['onramp.fallback']

/** Spec §2 onramp: what to buy, where and for how much, the providers' quotes, then the provider's window. */
export default function OnRampView({ params }: ViewProps<'OnRampProviders'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(onrampMessages)
  const namespace = usePluginState((s) => s.activeNamespace)
  const chain = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace] : undefined))
  const purchase = usePluginState((s) => s.onramp.purchase)
  const [service, setService] = useState<OnrampService>()
  useEffect(() => {
    let alive = true
    void ctx.services.use('onramp').then((loaded) => alive && setService(loaded))
    return () => void (alive = false)
  }, [ctx])

  if (isRestrictedTimeZone(currentTimeZone())) return <Message title={t('onramp.restricted')} alert />
  const address = chain?.accountState.status === 'connected' ? chain.accountState.address : undefined
  if (!namespace || !address) return <Message title={t('onramp.noAccount')} />
  if (!service) return <Message title={t('onramp.loading')} busy />
  if (!service.namespaces.includes(namespace)) return <Message title={t('onramp.unavailableNetwork')} alert />
  if (purchase) return <PurchaseStatus purchase={purchase} onDone={() => service.dismiss()} />
  return <BuyForm key={`${namespace}/${address}`} service={service} namespace={namespace} address={address} params={params} />
}

function Message({ title, alert = false, busy = false }: { readonly title: string; readonly alert?: boolean; readonly busy?: boolean }) {
  return (
    <div className="state-message" {...(alert ? { role: 'alert' } : {})} aria-busy={busy || undefined}>
      {busy ? <Spinner size={24} /> : null}
      <p className="state-title">{title}</p>
    </div>
  )
}

interface BuyFormProps {
  readonly service: OnrampService
  readonly namespace: Namespace
  readonly address: string
  readonly params: ViewProps<'OnRampProviders'>['params']
}

function BuyForm({ service, namespace, address, params }: BuyFormProps) {
  const ctx = usePluginContext()
  const { t, locale } = useMessages(onrampMessages)
  const activeNetwork = usePluginState((s) => s.chains[namespace]?.networkState.caipNetwork)
  const caipAddress = usePluginState((s) => s.chains[namespace]?.accountState.caipAddress)
  const tokenBalance = usePluginState((s) => s.chains[namespace]?.accountState.tokenBalance)
  const [options, setOptions] = useState<OnrampOptions>()
  const [symbol, setSymbol] = useState(params?.symbol?.toUpperCase() ?? '')
  const [networkId, setNetworkId] = useState(params?.caipNetworkId ?? activeNetwork?.caipNetworkId ?? '')
  const [paymentCurrency, setPaymentCurrency] = useState('USD')
  const [method, setMethod] = useState<PaymentMethod>('card')
  const [amount, setAmount] = useState(params?.amount ?? PRESET_AMOUNTS[1] ?? '')
  const [quotes, setQuotes] = useState<{ key: string; list: readonly OnrampQuote[] }>()
  const [chosen, setChosen] = useState<string>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    const controller = new AbortController()
    service.options(controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return
        setOptions(loaded)
        ctx.track('ONRAMP_OPEN', { network: activeNetwork?.caipNetworkId, fallback: loaded.fallback })
      },
      () => {},
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [service])

  // What can be bought for this account: networks of its namespace (the built-in options are shown as they are).
  const currencies = useMemo(() => {
    if (!options) return []
    if (options.fallback) return options.purchaseCurrencies
    return options.purchaseCurrencies
      .map((currency) => ({ ...currency, networks: currency.networks.filter((network) => network.caipNetworkId.startsWith(`${namespace}:`)) }))
      .filter((currency) => currency.networks.length > 0)
  }, [options, namespace])
  const currency = currencies.find((candidate) => candidate.symbol === symbol) ?? currencies.find((candidate) => candidate.networks.some((n) => n.caipNetworkId === networkId)) ?? currencies[0]
  const network = currency?.networks.find((candidate) => candidate.caipNetworkId === networkId) ?? currency?.networks[0]
  const payment = options?.paymentCurrencies.find((candidate) => candidate.id === paymentCurrency) ?? options?.paymentCurrencies[0]
  const limits = payment?.limits.find((limit) => limit.id === method) ?? BUY_LIMITS[method]
  // '25,50' where the visitor writes a decimal comma.
  const check = checkAmount(decimalInput(amount, locale), method, payment?.id ?? paymentCurrency, limits)
  const amountProblem = check.ok ? undefined : amountText(t, { problem: check.problem, method, currency: payment?.id ?? paymentCurrency, limits })
  const providers = options?.providers.filter((provider) => provider.namespaces.includes(namespace) && provider.paymentMethods.includes(method)) ?? []
  const price = tokenBalance?.find((token) => token.symbol === currency?.symbol)?.price

  const quoteKey = check.ok && currency && network && payment ? [currency.symbol, network.caipNetworkId, payment.id, method, check.amount].join('|') : undefined
  useEffect(() => {
    if (!quoteKey || !currency || !network || !payment || !check.ok) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      service
        .quotes({ purchaseCurrency: currency.symbol, paymentCurrency: payment.id, amount: check.amount, network: network.caipNetworkId, paymentMethod: method, ...(price !== undefined ? { price } : {}) }, controller.signal)
        .then(
          (list) => !controller.signal.aborted && setQuotes({ key: quoteKey, list }),
          () => {},
        )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- quoteKey stands for the form's values
  }, [quoteKey, service, price])

  const shown = quotes && quotes.key === quoteKey ? quotes.list : undefined
  const providerQuotes = shown?.filter((quote) => !quote.estimate && providers.some((provider) => provider.id === quote.provider)) ?? []
  const selected = providerQuotes.find((quote) => quote.provider === chosen) ?? providerQuotes[0]

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(undefined)
    if (amountProblem !== undefined) return setError(amountProblem)
    if (!check.ok || !selected?.provider || !currency || !network || !payment) return setError(t('onramp.noProvider'))
    // Opened in the click, before any await, so a pop-up blocker lets it through; navigated once the URL is known.
    const target = window.open('', '_blank')
    if (target) target.opener = null
    void service.checkout(target, {
      provider: selected.provider,
      providerName: selected.providerName,
      namespace,
      address,
      network: network.caipNetworkId,
      symbol: currency.symbol,
      amount: check.amount,
      paymentCurrency: payment.id,
      paymentMethod: method,
      partnerUserId: caipAddress ?? address,
    })
  }

  if (!options) return <Message title={t('onramp.loadingProviders')} busy />
  return (
    <form className="stack" noValidate onSubmit={submit} data-testid="onramp-form">
      {options.fallback ? (
        <p className="state-text" role="status" data-testid="onramp-fallback">
          {t('onramp.fallback')}
        </p>
      ) : null}
      <Choice label={t('onramp.currency')} value={currency?.symbol ?? ''} onChange={setSymbol} choices={currencies.map((c) => [c.symbol, `${c.symbol} — ${c.name}`])} />
      <Choice label={t('onramp.network')} value={network?.caipNetworkId ?? ''} onChange={setNetworkId} choices={(currency?.networks ?? []).map((n) => [n.caipNetworkId, n.name])} />
      <Choice label={t('onramp.payWith')} value={payment?.id ?? ''} onChange={setPaymentCurrency} choices={options.paymentCurrencies.map((p) => [p.id, p.id])} />
      <Choice
        label={t('onramp.paymentMethod')}
        value={method}
        onChange={(value) => setMethod(value === 'bank' ? 'bank' : 'card')}
        choices={PAYMENT_METHODS.map(([id, key]) => [id, t(key)])}
      />
      <div className="stack">
        <label className="stack">
          <span className="state-text">{t('onramp.amount')}</span>
          <input className="search" name="amount" inputMode="decimal" autoComplete="off" maxLength={20} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <div role="group" aria-label={t('onramp.presets')} className="tabs">
          {PRESET_AMOUNTS.map((preset) => (
            <button key={preset} type="button" className="tab" aria-pressed={amount === preset} onClick={() => setAmount(preset)}>
              {`${localizeDecimal(preset, locale)} ${payment?.id ?? ''}`}
            </button>
          ))}
        </div>
        {amountProblem !== undefined && amount.trim() !== '' ? (
          <p className="state-text" role="alert" data-testid="onramp-limit">
            {amountProblem}
          </p>
        ) : null}
      </div>
      <Quotes t={t} locale={locale} quotes={shown} loading={check.ok && !shown} providerQuotes={providerQuotes} selected={selected} onChoose={setChosen} />
      {error ? (
        <p className="state-text" role="alert" data-testid="onramp-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={!check.ok || !selected}>
        {t('onramp.continue')}
      </Button>
    </form>
  )
}

const PAYMENT_METHODS: readonly (readonly [PaymentMethod, OnrampMessageKey])[] = [
  ['card', 'onramp.card'],
  ['bank', 'onramp.bank'],
]

interface ChoiceProps {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  /** Value and text of each option. */
  readonly choices: readonly (readonly [string, string])[]
}

function Choice({ label, value, onChange, choices }: ChoiceProps) {
  return (
    <label className="stack">
      <span className="state-text">{label}</span>
      <select className="search" value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

interface QuotesProps {
  readonly t: TranslateFor<OnrampMessageKey>
  readonly locale: string
  readonly quotes: readonly OnrampQuote[] | undefined
  readonly loading: boolean
  readonly providerQuotes: readonly OnrampQuote[]
  readonly selected: OnrampQuote | undefined
  readonly onChoose: (provider: string) => void
}

function Quotes({ t, locale, quotes, loading, providerQuotes, selected, onChoose }: QuotesProps) {
  if (loading) return <p className="state-text" aria-busy="true">{t('onramp.gettingQuotes')}</p>
  if (!quotes) return null
  const estimate = quotes.find((quote) => quote.estimate)
  return (
    <div className="stack">
      {providerQuotes.length > 0 ? (
        <ul className="list" aria-label={t('onramp.providers')}>
          {providerQuotes.map((quote) => (
            <li key={quote.provider}>
              <button
                type="button"
                className={`list-item${quote === selected ? ' list-item-selected' : ''}`}
                aria-pressed={quote === selected}
                data-testid={`onramp-quote-${quote.provider}`}
                onClick={() => quote.provider && onChoose(quote.provider)}
              >
                <span className="list-item-text">
                  <span className="list-item-name">{quote.providerName}</span>
                  <span className="list-item-description">{t('onramp.fee', { fee: localizeDecimal(quote.fee, locale), currency: quote.paymentCurrency, percent: quote.feeText })}</span>
                </span>
                <span className="list-item-end">{`${quote.purchaseAmount === undefined ? '—' : localizeDecimal(quote.purchaseAmount, locale)} ${quote.purchaseCurrency}`}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {estimate ? (
        <p className="state-text" role="status" data-testid="onramp-estimate">
          {estimateText(t, locale, estimate)}
        </p>
      ) : null}
    </div>
  )
}

function estimateText(t: TranslateFor<OnrampMessageKey>, locale: string, estimate: OnrampQuote): string {
  const vars = { fee: localizeDecimal(estimate.fee, locale), currency: estimate.paymentCurrency, percent: estimate.feeText }
  if (!estimate.purchaseAmount) return t('onramp.estimate', vars)
  return t('onramp.estimateWithAmount', { ...vars, amount: localizeDecimal(estimate.purchaseAmount, locale), symbol: estimate.purchaseCurrency })
}

function PurchaseStatus({ purchase, onDone }: { readonly purchase: OnrampPurchaseState; readonly onDone: () => void }) {
  const { t, locale } = useMessages(onrampMessages)
  if (purchase.status === 'waiting') {
    return (
      <div className="state-message" role="status" data-testid="onramp-waiting">
        <Spinner size={24} />
        <p className="state-title">{t('onramp.waiting', { provider: purchase.providerName })}</p>
        <p className="state-text">
          {t('onramp.waitingText', { amount: localizeDecimal(purchase.amount, locale), currency: purchase.paymentCurrency, provider: purchase.providerName, symbol: purchase.symbol })}
        </p>
        <Button variant="secondary" onClick={onDone}>
          {t('onramp.stopWaiting')}
        </Button>
      </div>
    )
  }
  if (purchase.status === 'done') {
    return (
      <div className="state-message" role="status" data-testid="onramp-done">
        <p className="state-title">{t('onramp.done')}</p>
        <p className="state-text">
          {t('onramp.doneText', { amount: purchase.received === undefined ? '' : localizeDecimal(purchase.received, locale), symbol: purchase.symbol, provider: purchase.providerName })}
        </p>
        {purchase.hash ? <code className="state-text" data-testid="onramp-hash">{purchase.hash}</code> : null}
        <Button onClick={onDone}>{t('onramp.buyMore')}</Button>
      </div>
    )
  }
  return (
    <div className="state-message" role="alert" data-testid="onramp-failed">
      <p className="state-title">{t('onramp.failed')}</p>
      <p className="state-text">{purchase.message === undefined ? null : purchaseFailureText(t, purchase.message)}</p>
      <Button onClick={onDone}>{t('onramp.tryAgain')}</Button>
    </div>
  )
}
