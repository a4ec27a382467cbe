import { useEffect, useMemo, useRef, useState } from 'react'
import { ErrorMessages, formatBalance, formatFiat, isFiatValue, toKitError, type CaipNetwork, type ChainAdapter, type Identity, type SendCapability, type SendFee } from '../../../kernel/index.js'
import { localizeUsd } from '../../../ui/i18n/format-fiat.js'
import { localizeDecimal } from '../../../ui/i18n/format-number.js'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { useRouteState } from '../../../ui/route-state.js'
import { Button } from '../../../ui/primitives/Button.js'
import { Icon } from '../../../ui/primitives/Icon.js'
import { allowedImageSrc, safeLinkHref } from '../../../ui/safe-url.js'
import type { ViewProps } from '../../../ui/view-props.js'
import { amountText } from '../amount.js'
import { checkSend } from '../form-rules.js'
import { sendMessages } from '../messages.js'
import { noticeOf, type SendNotice } from '../send-notice.js'
import { feeText, findToken, sendableTokens, type SendableToken } from '../send-tokens.js'
import { useReceiver } from '../use-receiver.js'
import { decimalInput } from '../../../ui/i18n/decimal-input.js'

/** Spec §2 send: a token, an amount, a receiver, the fee; then pending, then the hash. */
export default function SendView({ params }: ViewProps<'WalletSend'>) {
  const ctx = usePluginContext()
  const { t } = useMessages(sendMessages)
  const namespace = usePluginState((s) => s.activeNamespace)
  const chain = usePluginState((s) => (s.activeNamespace ? s.chains[s.activeNamespace] : undefined))
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!namespace || !chain || !address || !network) {
    return (
      <div className="state-message">
        <p className="state-title">{t('send.noAccount')}</p>
      </div>
    )
  }
  const adapter = ctx.adapters.get(namespace)
  const loadSend = adapter?.send
  if (!adapter || !loadSend || chain.networkState.unsupportedChainId !== undefined) {
    return (
      <div className="state-message" role="alert">
        <p className="state-title">{t('send.unsupportedChain')}</p>
      </div>
    )
  }
  // A new network or account starts a new form (spec §4: switching network resets the send form).
  return <SendForm key={`${network.caipNetworkId}/${address}`} adapter={adapter} loadSend={loadSend} network={network} from={address} params={params} />
}

interface SendFormProps {
  readonly adapter: ChainAdapter
  readonly loadSend: () => Promise<SendCapability>
  readonly network: CaipNetwork
  readonly from: string
  readonly params: ViewProps<'WalletSend'>['params']
}

/** The form, the wallet's prompt, the wait for the network. */
type Phase = 'form' | 'wallet' | 'network'

function SendForm({ adapter, loadSend, network, from, params }: SendFormProps) {
  const ctx = usePluginContext()
  const { t, locale } = useMessages(sendMessages)
  const namespace = adapter.namespace
  const tokenBalance = usePluginState((s) => s.chains[namespace]?.accountState.tokenBalance)
  const nativeBalance = usePluginState((s) => s.chains[namespace]?.accountState.balance)
  const tokens = useMemo(() => sendableTokens(tokenBalance ?? [], network, nativeBalance), [tokenBalance, network, nativeBalance])
  // Kept with the route entry: an embedded wallet's ApproveTransaction covers this view while the send is under way.
  const key = (name: string) => `send/${network.caipNetworkId}/${from}/${name}`
  const [tokenKey, setTokenKey] = useRouteState<string | undefined>(key('token'), findToken(tokens, params?.token)?.key)
  const [amount, setAmount] = useRouteState(key('amount'), params?.amount ?? '')
  const [receiver, setReceiver] = useRouteState(key('receiver'), '')
  const [error, setError] = useRouteState<SendNotice | undefined>(key('error'), undefined)
  const [phase, setPhase] = useRouteState<Phase>(key('phase'), 'form')
  const [sentHash, setSentHash] = useRouteState<string | undefined>(key('sent'), undefined)
  const [sentUrl, setSentUrl] = useRouteState<string | undefined>(key('sentUrl'), undefined)
  const [capability, setCapability] = useState<SendCapability>()
  const [fee, setFee] = useState<{ fee?: SendFee; error?: SendNotice }>()
  const alive = useRef(true)
  useEffect(() => () => void (alive.current = false), [])

  // The tokens arrive after the view when the modal opened on it: a token named in the params is picked then.
  useEffect(() => {
    if (tokenKey === undefined && params?.token) setTokenKey(findToken(tokens, params.token)?.key)
  }, [tokens, tokenKey, params?.token])
  useEffect(() => {
    loadSend().then(
      (loaded) => alive.current && setCapability(loaded),
      (failure: unknown) => alive.current && setError(noticeOf(toKitError(failure).shortMessage)),
    )
  }, [loadSend])

  const selected: SendableToken | undefined = tokens.find((t) => t.key === tokenKey)
  const target = useReceiver(adapter, network, receiver)
  // '0,25' where the visitor writes a decimal comma.
  const typedAmount = decimalInput(amount, locale)
  const check = checkSend({
    token: selected ? { symbol: selected.token.symbol, decimals: selected.decimals, balance: selected.balance } : undefined,
    amount: typedAmount,
    receiver,
    receiverAddress: target.address,
  })
  const sendToken = selected ? { ...(selected.token.address ? { address: selected.token.address } : {}), symbol: selected.token.symbol, decimals: selected.decimals } : undefined

  // The network fee for what the form holds now, asked again (after a pause in typing) whenever that changes.
  const feeKey = check.ok && sendToken ? `${sendToken.address ?? 'native'}/${check.amount}/${check.to}` : undefined
  useEffect(() => {
    setFee(undefined)
    if (!feeKey || !capability || !check.ok || !sendToken) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      capability.estimateFee({ caipNetwork: network, from, to: check.to, token: sendToken, amount: check.amount, signal: controller.signal }).then(
        (estimate) => !controller.signal.aborted && setFee({ fee: estimate }),
        (failure: unknown) => !controller.signal.aborted && setFee({ error: noticeOf(toKitError(failure).shortMessage) }),
      )
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- feeKey stands for the check's values
  }, [feeKey, capability, network, from])

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setError(undefined)
    if (!check.ok) return setError(check)
    const connector = ctx.connection.activeConnector(namespace)
    if (!capability || !connector || !sendToken) return setError(noticeOf(ErrorMessages.CONNECTOR_NOT_CONNECTED))
    setPhase('wallet')
    setSentHash(undefined)
    try {
      const hash = await capability.send({ connector, caipNetwork: network, from, to: check.to, token: sendToken, amount: check.amount }).catch((failure: unknown) => {
        ctx.track('SEND_ERROR', { network: network.caipNetworkId, token: sendToken.symbol, message: toKitError(failure).shortMessage })
        throw failure
      })
      ctx.track('SEND_SUCCESS', { network: network.caipNetworkId, token: sendToken.symbol, amount: amountText(check.amount, sendToken.decimals) })
      ctx.bus.emit('transaction:sent', {
        namespace,
        caipNetworkId: network.caipNetworkId,
        hash,
        from,
        to: check.to,
        amount: amountText(check.amount, sendToken.decimals),
        symbol: sendToken.symbol,
        ...(sendToken.address ? { tokenAddress: sendToken.address } : {}),
        sentAt: ctx.clock.now(),
      })
      setPhase('network')
      await capability.wait({ caipNetwork: network, hash, signal: ctx.signal })
      void ctx.connection.refreshAccountData(namespace, { forceUpdate: true }).catch(() => {})
      setSentHash(hash)
      setSentUrl(safeLinkHref(capability.transactionExplorerUrl({ caipNetwork: network, hash })))
      setAmount('')
      setReceiver('')
    } catch (failure) {
      setError(noticeOf(toKitError(failure).shortMessage))
    } finally {
      setPhase('form')
    }
  }

  const pending = phase !== 'form'
  const price = selected?.token.price ?? 0
  const typed = Number(typedAmount)
  const usd = price > 0 && Number.isFinite(typed) && typed > 0 && isFiatValue(price * typed) ? localizeUsd(formatFiat(price * typed), locale) : undefined
  const shown = (notice: SendNotice) => (notice.key ? t(notice.key, notice.vars) : notice.message)
  return (
    <form className="stack" noValidate onSubmit={submit} aria-busy={pending || undefined} data-testid="send-form">
      <label className="stack">
        <span className="state-text">{t('send.token')}</span>
        <select className="search" name="token" value={tokenKey ?? ''} disabled={pending} onChange={(e) => setTokenKey(e.target.value || undefined)}>
          <option value="">{t('send.selectToken')}</option>
          {tokens.map((item) => (
            <option key={item.key} value={item.key}>{`${item.token.symbol} — ${localizeDecimal(formatBalance(item.token.quantity.numeric), locale)}`}</option>
          ))}
        </select>
      </label>
      <label className="stack">
        <span className="state-text">{t('send.amount')}</span>
        <input className="search" name="amount" inputMode="decimal" autoComplete="off" placeholder="0" maxLength={100} value={amount} disabled={pending} onChange={(e) => setAmount(e.target.value)} />
      </label>
      {selected ? (
        <p className="state-text" data-testid="send-balance">
          {t('send.balance', { amount: localizeDecimal(formatBalance(selected.token.quantity.numeric), locale), symbol: selected.token.symbol })}
          {usd ? <span data-testid="send-usd">{` · ${usd}`}</span> : null}{' '}
          <button type="button" className="link-button" disabled={pending} onClick={() => setAmount(amountText(selected.balance, selected.decimals))}>
            {t('send.max')}
          </button>
        </p>
      ) : null}
      <label className="stack">
        <span className="state-text">{t('send.to')}</span>
        <input className="search" name="receiver" autoComplete="off" spellCheck={false} placeholder={t('send.receiverPlaceholder')} maxLength={200} value={receiver} disabled={pending} onChange={(e) => setReceiver(e.target.value)} />
      </label>
      <ReceiverLine receiver={receiver} address={target.address} identity={target.identity} resolving={target.resolving} />
      {fee?.fee ? (
        <p className="state-text" data-testid="send-fee">{t('send.fee', { fee: feeText(fee.fee, locale) })}</p>
      ) : fee?.error ? (
        <p className="state-text" data-testid="send-fee-error">{shown(fee.error)}</p>
      ) : null}
      {error ? (
        <p className="state-text" role="alert" data-testid="send-error">
          {shown(error)}
        </p>
      ) : null}
      {pending ? (
        <p className="state-text" role="status" data-testid="send-pending">
          {t(phase === 'network' ? 'send.waitingForNetwork' : 'send.confirmInWallet')}
        </p>
      ) : null}
      {sentHash ? (
        <p className="state-text" role="status" data-testid="send-success">
          {t('send.sent')}
          <code data-testid="send-hash">{sentHash}</code>
          {sentUrl ? (
            <a className="explorer-link" href={sentUrl} target="_blank" rel="noopener noreferrer">
              {t('send.viewOnExplorer')}
              <Icon name="external" size={14} />
            </a>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" loading={pending}>
        {t('send.submit')}
      </Button>
    </form>
  )
}

function ReceiverLine({ receiver, address, identity, resolving }: { readonly receiver: string; readonly address: string | undefined; readonly identity: Identity | undefined; readonly resolving: boolean }) {
  const ctx = usePluginContext()
  const { t } = useMessages(sendMessages)
  if (receiver.trim() === '') return null
  if (resolving) return <p className="state-text">{t('send.lookingUpName')}</p>
  const avatar = allowedImageSrc(identity?.avatar, ctx.options)
  const named = address && address.toLowerCase() !== receiver.trim().toLowerCase() ? address : undefined
  if (!identity?.name && !avatar && !named) return null
  return (
    <p className="list-item" data-testid="send-receiver">
      {avatar ? <img className="account-avatar" src={avatar} alt="" referrerPolicy="no-referrer" width={24} height={24} /> : null}
      <span className="list-item-text">
        {identity?.name ? <span className="list-item-name">{identity.name}</span> : null}
        {named ? <span className="state-text">{named}</span> : null}
      </span>
    </p>
  )
}
