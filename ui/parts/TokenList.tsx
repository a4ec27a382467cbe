import { useId } from 'react'
import { formatBalance, formatFiat, isFiatValue, sumFiat, type TokenBalance } from '../../kernel/index.js'
import { ImageTile } from '../primitives/ImageTile.js'
import { useCoreMessages } from '../i18n/core-messages.js'
import { localizeDecimal } from '../i18n/format-number.js'
import { localizeUsd } from '../i18n/format-fiat.js'

/** Rows rendered at most: a list from outside may hold thousands, and a page of rows is what anyone reads here. */
export const TOKEN_ROWS_SHOWN = 50

/** Spec §5: fiat with 2 decimals, truncated, in the locale's writing; undefined where no honest figure exists (overflow, a negative, NaN). */
const fiat = (value: number | undefined, locale: string) => (value !== undefined && isFiatValue(value) ? localizeUsd(formatFiat(value), locale) : undefined)
// A token the services could not price shows none rather than a false $0.00.
const isPriced = (token: TokenBalance) => token.price > 0
const UNAVAILABLE = '—'

/** The account's tokens and their total in USD; nothing at all for an empty list. */
export function TokenList({ tokens }: { readonly tokens: readonly TokenBalance[] }) {
  const headingId = useId()
  const { t, locale } = useCoreMessages()
  if (tokens.length === 0) return null
  const priced = tokens.filter(isPriced)
  const total = fiat(sumFiat(priced.map((token) => token.value)), locale)
  const shown = tokens.slice(0, TOKEN_ROWS_SHOWN)
  return (
    <section className="tokens" aria-labelledby={headingId} data-testid="account-tokens">
      <div className="tokens-header">
        <h3 id={headingId} className="tokens-title">
          {t('tokens.title')}
        </h3>
        {priced.length > 0 ? (
          <p className="tokens-total" data-testid="account-tokens-total">
            {total ? (
              <>
                <span className="visually-hidden">{t('tokens.total')}</span>
                {total}
              </>
            ) : (
              <>
                <span className="visually-hidden">{t('tokens.totalUnavailable')}</span>
                <span aria-hidden="true">{UNAVAILABLE}</span>
              </>
            )}
          </p>
        ) : null}
      </div>
      <ul className="tokens-list" aria-labelledby={headingId}>
        {shown.map((token, index) => (
          <TokenRow key={`${index}/${token.chainId}/${token.address ?? 'native'}/${token.symbol}`} token={token} />
        ))}
      </ul>
      {tokens.length > shown.length ? (
        <p className="tokens-more" data-testid="account-tokens-more">
          {t('tokens.more', { shown: localizeDecimal(String(shown.length), locale), total: localizeDecimal(String(tokens.length), locale) })}
        </p>
      ) : null}
    </section>
  )
}

function TokenRow({ token }: { readonly token: TokenBalance }) {
  const { t, locale } = useCoreMessages()
  const quantity = localizeDecimal(formatBalance(token.quantity.numeric), locale)
  const priced = isPriced(token)
  const value = priced ? fiat(token.value, locale) : undefined
  const spoken = value ?? (priced ? t('tokens.valueUnavailable') : undefined)
  return (
    <li className="token" aria-label={`${token.symbol}: ${quantity}${spoken ? `, ${spoken}` : ''}`} data-testid="account-token">
      <ImageTile src={token.iconUrl} name={token.symbol} size={32} shape="circle" />
      <span className="token-text">
        <span className="token-symbol">{token.symbol}</span>
        <span className="token-name">{token.name}</span>
      </span>
      <span className="token-amounts">
        <span className="token-quantity">{quantity}</span>
        {priced ? <span className="token-value">{value ?? UNAVAILABLE}</span> : null}
      </span>
    </li>
  )
}
