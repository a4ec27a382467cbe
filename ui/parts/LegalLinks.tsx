import { safeLinkHref } from '../safe-url.js'

export function LegalLinks({ termsUrl, privacyUrl }: { readonly termsUrl?: string; readonly privacyUrl?: string }) {
  const terms = safeLinkHref(termsUrl)
  const privacy = safeLinkHref(privacyUrl)
  if (!terms && !privacy) return null
  const link = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
  return (
    <p className="legal">
      By connecting your wallet, you agree to our {terms ? link(terms, 'Terms of Service') : null}
      {terms && privacy ? ' and ' : null}
      {privacy ? link(privacy, 'Privacy Policy') : null}.
    </p>
  )
}
