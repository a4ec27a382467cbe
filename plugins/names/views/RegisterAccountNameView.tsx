import { useId, useState, type FormEvent } from 'react'
import { useMessages } from '../../../ui/i18n/use-messages.js'
import { usePluginContext, usePluginState } from '../../../ui/plugin-context.js'
import { ListItem } from '../../../ui/primitives/ListItem.js'
import { Spinner } from '../../../ui/primitives/Spinner.js'
import { namesMessages } from '../messages.js'
import { nameMessage } from './name-message.js'
import { useNameSearch } from './use-name-search.js'

/** Spec §2 RegisterAccountName: the visitor types a name, sees whether it is free and others like it, and picks one. */
export default function RegisterAccountNameView() {
  const ctx = usePluginContext()
  const { t, locale } = useMessages(namesMessages)
  const flow = usePluginState((s) => s.names)
  // Back from a failed registration, the field holds the name that failed, and says why (spec §4, §8).
  const [label, setLabel] = useState(() => (flow.status === 'failed' && flow.name ? flow.name.slice(0, -flow.suffix.length) : ''))
  const [failure, setFailure] = useState(flow.status === 'failed' ? flow.error : undefined)
  const search = useNameSearch(ctx, label)
  const messageId = useId()
  const exact = search.state === 'found' ? search.suggestions[0] : undefined

  const choose = (name: string) => {
    setFailure(undefined)
    void ctx.services.use('names').then((service) => service.register(name).catch(() => {}))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (exact && !exact.registered) choose(exact.name)
  }
  const shown = failure ?? (search.state === 'invalid' || search.state === 'failed' ? search.error : undefined)
  const message = shown === undefined ? undefined : nameMessage(t, locale, shown, flow.name)

  return (
    <form className="stack" noValidate onSubmit={submit}>
      <p className="state-text">{t('names.intro')}</p>
      <input
        className="search"
        aria-label={t('names.field')}
        placeholder={t('names.placeholder', { suffix: flow.suffix })}
        autoComplete="off"
        spellCheck={false}
        maxLength={63}
        value={label}
        aria-invalid={search.state === 'invalid' || undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => {
          setFailure(undefined)
          setLabel(event.target.value.trim())
        }}
      />
      {message ? (
        <p id={messageId} className="state-text" role="alert" data-testid="name-message">
          {message}
        </p>
      ) : null}
      {search.state === 'searching' ? <Spinner size={20} label={t('names.searching')} /> : null}
      {search.state === 'found' ? (
        <ul className="stack" aria-label={t('names.list')}>
          {search.suggestions.map((suggestion) => (
            <li key={suggestion.name}>
              <ListItem
                name={suggestion.name}
                tag={suggestion.registered ? t('names.taken') : t('names.available')}
                disabled={suggestion.registered}
                onClick={() => choose(suggestion.name)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  )
}
