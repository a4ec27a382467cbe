/**
 * `_self` hands over to the wallet app in place (a phone's universal link, an app scheme: a new tab would stay
 * blank behind the app); `_blank` opens a web wallet beside the dapp, without a way back to it.
 */
export function openWalletLink(href: string, target: '_self' | '_blank'): void {
  if (target === '_self') window.open(href, '_self')
  else window.open(href, '_blank', 'noopener,noreferrer')
}
