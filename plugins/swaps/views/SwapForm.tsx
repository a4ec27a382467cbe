import { useEffect, useMemo, useState } from 'react'
import { ErrorMessages, isUserRejection, toKitError, type CaipNetwork } from '../../../kernel/index.js'
import { localizeDecimal } from '../../../ui/i18n/format-number.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import type { TranslateFor } from '../../../ui/i18n/translate.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { Button } from '../../../ui/primitives/Button.js'
import { ListItem } from '../../../ui/primitives/ListItem.js'
import { useRouteState } from '../../../ui/route-state.js'
import type { ViewProps } from '../../../ui/view-props.js'
import type { ConvertApi, SwapRequest, SwapToken } from '../convert-api.js'
import { swapsMessageKey, swapsMessages, type SwapsMessageKey } from '../messages.js'
import { DEFAULT_SLIPPAGE_PERCENT, MAX_SLIPPAGE_PERCENT, minimumReceived, parseSlippage } from '../quote-math.js'
import { createSwapPorts, type CallCapability } from '../swap-ports.js'
import { runSwap, type SwapFailure } from '../swap-run.js'
import { STEP_STATUS_KEY, stepsAfter, type StepStatus, type SwapSteps } from '../swap-steps.js'
import { feeText, findSwapToken, quantityText, toBaseUnits, unitsText, withBalances, type SwapListToken } from '../swap-tokens.js'
import { useSwapQuote } from '../use-swap-quote.js'
import { TokenPicker } from './TokenPicker.js'
import { decimalInput } from '../../../ui/i18n/decimal-input.js'

type Phase = 'form' | 'review' | 'running' | 'done' | 'failed'
type Outcome = { readonly status: 'done' } | { readonly status: 'failed'; readonly reason: SwapFailure; readonly message: string }

interface SwapFormProps {
  readonly convert: ConvertApi
  readonly capability: CallCapability
  readonly network: CaipNetwork
  readonly from: string
  readonly params: ViewProps<'Swap'>['params']
}

const slippageProblem = { invalid: 'swaps.slippageInvalid', 'too-high': 'swaps.slippageTooHigh' } as const satisfies Record<string, SwapsMessageKey>

/** Spec §2 Swap: tokens, an amount, the quote and the slippage; review; approve when needed, swap; new balances. */
export function SwapForm({ convert, capability, network, from, params }: SwapFormProps) {
  const ctx = usePluginContext()
  const { t, locale } = useMessages(swapsMessages)
  // The plugin's and the spec's sentences in the visitor's language; a wallet's or node's as they came.
  const shown = (message: string) => {
    const known = swapsMessageKey(message)
    return known ? t(known) : message
  }
  const namespace = network.chainNamespace
  const tokenBalance = usePluginState((s) => s.chains[namespace]?.accountState.tokenBalance)
  const nativeBalance = usePluginState((s) => s.chains[namespace]?.accountState.balance)
  // Kept with the route entry: a wallet's approval view may cover this one while the swap is under way.
  const key = (name: string) => `swap/${network.caipNetworkId}/${from}/${name}`
  const [tokens, setTokens] = useState<readonly SwapToken[]>()
  const [tokensError, setTokensError] = useState<string>()
  const [fromAddress, setFromAddress] = useRouteState<string | undefined>(key('from'), undefined)
  const [toAddress, setToAddress] = useRouteState<string | undefined>(key('to'), undefined)
  const [amount, setAmount] = useRouteState(key('amount'), params?.amount ?? '')
  const [slippageText, setSlippageText] = useRouteState(key('slippage'), String(DEFAULT_SLIPPAGE_PERCENT))
  const [phase, setPhase] = useRouteState<Phase>(key('phase'), 'form')
  const [steps, setSteps] = useRouteState<SwapSteps>(key('steps'), {})
  const [outcome, setOutcome] = useRouteState<Outcome | undefined>(key('outcome'), undefined)
  const [picking, setPicking] = useState<'from' | 'to'>()
  const [nonce, setNonce] = useState(0)
  const [refreshing, setRefreshing] = useState(false)
  const list = useMemo(() => withBalances(tokens ?? [], tokenBalance ?? [], network, nativeBalance), [tokens, tokenBalance, network, nativeBalance])

  useEffect(() => {
    const controller = new AbortController()
    convert.tokens(network.caipNetworkId, controller.signal).then(
      (loaded) => !controller.signal.aborted && setTokens(loaded),
      (failure: unknown) => !controller.signal.aborted && setTokensError(toKitError(failure).shortMessage),
    )
    return () => controller.abort()
  }, [convert, network])
  // The tokens named in the arguments, once the list is there; else the coin to swap from.
  useEffect(() => {
    if (list.length === 0) return
    if (fromAddress === undefined) setFromAddress((findSwapToken(list, params?.fromToken) ?? list.find((t) => t.balance > 0n) ?? list[0])?.address)
    if (toAddress === undefined && params?.toToken) setToAddress(findSwapToken(list, params.toToken)?.address)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list arrives
  }, [tokens])

  const fromToken = list.find((t) => t.address === fromAddress)
  const toToken = list.find((t) => t.address === toAddress)
  // '0,25' where the visitor writes a decimal comma.
  const units = fromToken ? toBaseUnits(decimalInput(amount, locale), fromToken.decimals) : undefined
  const slippage = parseSlippage(decimalInput(slippageText, locale))
  const problem: SwapsMessageKey | undefined =
    amount.trim() === '' || !fromToken || !toToken
      ? undefined
      : fromToken.address === toToken.address
        ? 'swaps.sameTokens'
        : units === undefined
          ? 'swaps.invalidAmount'
          : units === 0n
            ? 'swaps.zeroAmount'
            : units > fromToken.balance
              ? 'swaps.insufficient'
              : undefined
  const request: SwapRequest | undefined =
    fromToken && toToken && units && !problem ? { caipNetworkId: network.caipNetworkId, from: fromToken.address, to: toToken.address, userAddress: `${network.caipNetworkId}:${from}`, amount: units } : undefined
  const quote = useSwapQuote(convert, request, { ...(fromToken ? { from: fromToken } : {}), ...(toToken ? { to: toToken } : {}) }, nonce)
  const quoted = quote.status === 'ready' && request ? quote.quote : undefined
  const minimum = quoted && slippage.ok ? minimumReceived(quoted.out, slippage.basisPoints) : undefined

  async function confirm() {
    const connector = ctx.connection.activeConnector(namespace)
    if (!request || !quoted || minimum === undefined || !slippage.ok || !fromToken || !toToken) return
    if (!connector) {
      setOutcome({ status: 'failed', reason: 'failed', message: ErrorMessages.CONNECTOR_NOT_CONNECTED })
      return setPhase('failed')
    }
    const tracked = { network: network.caipNetworkId, fromSymbol: fromToken.symbol, toSymbol: toToken.symbol, fromAmount: unitsText(request.amount, fromToken.decimals), toAmount: unitsText(quoted.out, toToken.decimals) }
    const ports = createSwapPorts({ ctx, convert, capability, connector, network, from, request, tokens: { from: fromToken, to: toToken }, slippagePercent: slippage.percent, minimumOut: minimum })
    let current: SwapSteps = {}
    setSteps(current)
    setOutcome(undefined)
    setPhase('running')
    const last = await runSwap(ports, { amount: request.amount, minimumOut: minimum, isRejection: isUserRejection }, (state) => setSteps((current = stepsAfter(current, state))))
    if (last.status === 'failed') {
      ctx.track('SWAP_ERROR', { ...tracked, message: last.message })
      setOutcome({ status: 'failed', reason: last.reason, message: last.message })
      return setPhase('failed')
    }
    ctx.track('SWAP_SUCCESS', tracked)
    setOutcome({ status: 'done' })
    setPhase('done')
    setAmount('')
    setRefreshing(true)
    void ctx.connection
      .refreshAccountData(namespace, { forceUpdate: true })
      .catch(() => {})
      .finally(() => setRefreshing(false))
  }

  if (tokensError) {
    return (
      <div className="state-message" role="alert" data-testid="swap-message">
        <p className="state-title">{shown(tokensError)}</p>
      </div>
    )
  }
  if (picking) {
    const pick = (address: string) => {
      ;(picking === 'from' ? setFromAddress : setToAddress)(address)
      setPicking(undefined)
    }
    return <TokenPicker label={t(picking === 'from' ? 'swaps.pickFrom' : 'swaps.pickTo')} tokens={list} selected={picking === 'from' ? fromAddress : toAddress} onPick={pick} onCancel={() => setPicking(undefined)} />
  }
  if (phase !== 'form' && fromToken && toToken) {
    return (
      <div className="stack" data-testid="swap-progress">
        <p className="state-text" data-testid="swap-summary">{`${amount === '' ? '' : `${amount} `}${fromToken.symbol} → ${toToken.symbol}`}</p>
        {phase === 'review' && quoted && minimum !== undefined ? (
          <>
            <QuoteLines t={t} locale={locale} quote={quoted} minimum={minimum} to={toToken} network={network} slippage={slippageText} />
            <Button onClick={() => void confirm()} data-testid="swap-confirm">
              {t('swaps.confirm')}
            </Button>
            <button type="button" className="link-button" onClick={() => setPhase('form')}>
              {t('swaps.back')}
            </button>
          </>
        ) : null}
        <ul className="list" aria-label={t('swaps.steps')}>
          {steps.approve ? <StepLine name={t('swaps.stepApprove', { symbol: fromToken.symbol })} status={t(STEP_STATUS_KEY[steps.approve])} step={steps.approve} /> : null}
          {steps.swap ? <StepLine name={t('swaps.stepSwap', { from: fromToken.symbol, to: toToken.symbol })} status={t(STEP_STATUS_KEY[steps.swap])} step={steps.swap} /> : null}
        </ul>
        {outcome?.status === 'failed' ? (
          <>
            <p className="state-text" role="alert" data-testid="swap-error">
              {shown(outcome.message)}
            </p>
            <Button
              onClick={() => {
                // A moved pool needs a new quote; any other failure may be tried again as it was.
                if (outcome.reason === 'slippage') setNonce(nonce + 1)
                setPhase('form')
              }}
            >
              {t(outcome.reason === 'slippage' ? 'swaps.newQuote' : 'swaps.tryAgain')}
            </Button>
          </>
        ) : null}
        {outcome?.status === 'done' ? (
          <>
            <p className="state-text" role="status" data-testid="swap-done">
              {t('swaps.complete')}
            </p>
            {refreshing ? (
              <p className="state-text">{t('swaps.updatingBalances')}</p>
            ) : (
              <p className="state-text" data-testid="swap-balances">
                {t('swaps.newBalances', { from: quantityText(fromToken.balance, fromToken, locale), to: quantityText(toToken.balance, toToken, locale) })}
              </p>
            )}
            <Button variant="secondary" onClick={() => setPhase('form')}>
              {t('swaps.again')}
            </Button>
          </>
        ) : null}
      </div>
    )
  }

  const pending = tokens === undefined
  return (
    <form
      className="stack"
      noValidate
      data-testid="swap-form"
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (quoted && minimum !== undefined) setPhase('review')
      }}
    >
      <TokenButton t={t} locale={locale} side="from" token={fromToken} onClick={() => setPicking('from')} disabled={pending} />
      <label className="stack">
        <span className="state-text">{t('swaps.amount')}</span>
        <input className="search" name="amount" inputMode="decimal" autoComplete="off" placeholder="0" maxLength={100} value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      {fromToken ? (
        <p className="state-text" data-testid="swap-balance">
          {`${t('swaps.balance', { balance: quantityText(fromToken.balance, fromToken, locale) })} `}
          <button type="button" className="link-button" onClick={() => setAmount(unitsText(fromToken.balance, fromToken.decimals))}>
            {t('swaps.max')}
          </button>
        </p>
      ) : null}
      <button
        type="button"
        className="link-button"
        disabled={!fromToken || !toToken}
        onClick={() => {
          setFromAddress(toAddress)
          setToAddress(fromAddress)
        }}
      >
        {t('swaps.switchTokens')}
      </button>
      <TokenButton t={t} locale={locale} side="to" token={toToken} onClick={() => setPicking('to')} disabled={pending} />
      {problem ? (
        <p className="state-text" role="alert" data-testid="swap-problem">
          {t(problem)}
        </p>
      ) : quote.status === 'loading' ? (
        <p className="state-text" role="status">
          {t('swaps.quoting')}
        </p>
      ) : quote.status === 'failed' ? (
        <p className="state-text" role="alert" data-testid="swap-quote-error">
          {shown(quote.message)}
        </p>
      ) : quoted && toToken ? (
        <>
          <p className="state-text" data-testid="swap-out">
            {t('swaps.receiveAbout', { amount: quantityText(quoted.out, toToken, locale) })}
          </p>
          {minimum !== undefined ? <QuoteLines t={t} locale={locale} quote={quoted} minimum={minimum} to={toToken} network={network} /> : null}
        </>
      ) : null}
      <label className="stack">
        <span className="state-text">{t('swaps.slippage')}</span>
        <input className="search" name="slippage" inputMode="decimal" autoComplete="off" maxLength={6} value={slippageText} onChange={(e) => setSlippageText(e.target.value)} />
      </label>
      {!slippage.ok ? (
        <p className="state-text" role="alert" data-testid="swap-slippage-error">
          {t(slippageProblem[slippage.reason], { max: localizeDecimal(String(MAX_SLIPPAGE_PERCENT), locale) })}
        </p>
      ) : null}
      <Button type="submit" disabled={!quoted || minimum === undefined}>
        {t('swaps.review')}
      </Button>
    </form>
  )
}

type Words = { readonly t: TranslateFor<SwapsMessageKey>; readonly locale: string }

function TokenButton({ t, locale, side, token, onClick, disabled }: Words & { readonly side: 'from' | 'to'; readonly token: SwapListToken | undefined; readonly onClick: () => void; readonly disabled: boolean }) {
  const name = token ? t(side === 'from' ? 'swaps.fromToken' : 'swaps.toToken', { token: token.symbol }) : t(side === 'from' ? 'swaps.fromNone' : 'swaps.toNone')
  return <ListItem name={name} description={token ? `${token.name} · ${quantityText(token.balance, token, locale)}` : undefined} onClick={onClick} disabled={disabled} />
}

function QuoteLines({ t, locale, quote, minimum, to, network, slippage }: Words & { readonly quote: { readonly fee?: bigint; readonly impact?: number }; readonly minimum: bigint; readonly to: SwapToken; readonly network: CaipNetwork; readonly slippage?: string }) {
  const least = quantityText(minimum, to, locale)
  return (
    <>
      {quote.impact !== undefined ? <p className="state-text" data-testid="swap-impact">{t('swaps.priceImpact', { percent: localizeDecimal(quote.impact.toFixed(2), locale) })}</p> : null}
      {quote.fee !== undefined ? <p className="state-text" data-testid="swap-fee">{t('swaps.networkFee', { fee: feeText(quote.fee, network, locale) })}</p> : null}
      <p className="state-text" data-testid="swap-minimum">
        {slippage ? t('swaps.minimumAtSlippage', { amount: least, percent: slippage.trim() }) : t('swaps.minimum', { amount: least })}
      </p>
    </>
  )
}

function StepLine({ name, status, step }: { readonly name: string; readonly status: string; readonly step: StepStatus }) {
  return (
    <li className="list-item" data-testid="swap-step" data-status={step}>
      <span className="list-item-text">
        <span className="list-item-name">{name}</span>
        <span className="list-item-description">{status}</span>
      </span>
    </li>
  )
}
