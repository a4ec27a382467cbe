import { safeLinkHref } from '../safe-url.js'
import { useCoreMessages } from '../i18n/core-messages.js'

export function LegalLinks({ termsUrl, privacyUrl }: { readonly termsUrl?: string; readonly privacyUrl?: string }) {
  const { t } = useCoreMessages()
  const terms = safeLinkHref(termsUrl)
  const privacy = safeLinkHref(privacyUrl)
  if (!terms && !privacy) return null
  const link = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
  // The sentence is one message with the links in its {links} slot, so each language orders its own words.
  const [before = '', after = ''] = t('connect.legal').split('{links}')
  return (
    <p className="legal">
      {before}
      {terms ? link(terms, t('connect.terms')) : null}
      {terms && privacy ? t('connect.legalAnd') : null}
      {privacy ? link(privacy, t('connect.privacy')) : null}
      {after}
    </p>
  )
}
