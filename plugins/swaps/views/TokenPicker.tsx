import { useState } from 'react'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { ListItem } from '../../../ui/primitives/ListItem.js'
import { swapsMessages } from '../messages.js'
import { quantityText, searchTokens, type SwapListToken } from '../swap-tokens.js'

/** The swap list with a search; picking a row answers `onPick`. Names and symbols are the API's: text only. */
export function TokenPicker({ label, tokens, selected, onPick, onCancel }: { readonly label: string; readonly tokens: readonly SwapListToken[]; readonly selected: string | undefined; readonly onPick: (address: string) => void; readonly onCancel: () => void }) {
  const { t, locale } = useMessages(swapsMessages)
  const [query, setQuery] = useState('')
  const found = searchTokens(tokens, query)
  return (
    <div className="stack" role="group" aria-label={label} data-testid="swap-picker">
      <input className="search" type="search" aria-label={t('swaps.search')} placeholder={t('swaps.search')} autoComplete="off" maxLength={100} value={query} autoFocus onChange={(e) => setQuery(e.target.value)} />
      <div className="list" role="list">
        {found.map((token) => (
          <div role="listitem" key={token.address}>
            <ListItem name={token.symbol} description={`${token.name} · ${quantityText(token.balance, token, locale)}`} selected={token.address === selected} onClick={() => onPick(token.address)} />
          </div>
        ))}
      </div>
      {found.length === 0 ? <p className="state-text">{t('swaps.noMatch')}</p> : null}
      <button type="button" className="link-button" onClick={onCancel}>
        {t('swaps.cancel')}
      </button>
    </div>
  )
}
