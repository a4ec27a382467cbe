import { useId } from 'react'
import { formatBalance, formatFiat, type TokenBalance } from '../../kernel/index.js'
import { ImageTile } from '../primitives/ImageTile.js'

/** Spec §5: fiat with 2 decimals; a token the services could not price shows none rather than a false $0.00. */
const fiat = (value: number) => `$${formatFiat(Number.isFinite(value) ? value : 0)}`
const isPriced = (token: TokenBalance) => token.price > 0

/** The account's tokens and their total in USD; nothing at all for an empty list. */
export function TokenList({ tokens }: { readonly tokens: readonly TokenBalance[] }) {
  const headingId = useId()
  if (tokens.length === 0) return null
  const priced = tokens.filter(isPriced)
  const total = priced.reduce((sum, token) => sum + (Number.isFinite(token.value) ? token.value : 0), 0)
  return (
    <section className="tokens" aria-labelledby={headingId} data-testid="account-tokens">
      <div className="tokens-header">
        <h3 id={headingId} className="tokens-title">
          Tokens
        </h3>
        {priced.length > 0 ? (
          <p className="tokens-total" data-testid="account-tokens-total">
            <span className="visually-hidden">Total: </span>
            {fiat(total)}
          </p>
        ) : null}
      </div>
      <ul className="tokens-list" aria-labelledby={headingId}>
        {tokens.map((token) => (
          <TokenRow key={`${token.chainId}/${token.address ?? 'native'}/${token.symbol}`} token={token} />
        ))}
      </ul>
    </section>
  )
}

function TokenRow({ token }: { readonly token: TokenBalance }) {
  const quantity = formatBalance(token.quantity.numeric)
  const value = isPriced(token) ? fiat(token.value) : undefined
  return (
    <li className="token" aria-label={`${token.symbol}: ${quantity}${value ? `, ${value}` : ''}`} data-testid="account-token">
      <ImageTile src={token.iconUrl} name={token.symbol} size={32} shape="circle" />
      <span className="token-text">
        <span className="token-symbol">{token.symbol}</span>
        <span className="token-name">{token.name}</span>
      </span>
      <span className="token-amounts">
        <span className="token-quantity">{quantity}</span>
        {value ? <span className="token-value">{value}</span> : null}
      </span>
    </li>
  )
}
