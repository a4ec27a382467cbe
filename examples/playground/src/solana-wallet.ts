/**
 * `?solanaWallet` loads the devnet's Solana browser wallet (dev account 3 on the local cluster, each request asked in a
 * confirm dialog), so a person can try Solana with no wallet extension. It is the host page's choice, so it lives
 * here and not in the kit. The Wallet Standard's registry hears a wallet that registers after the kit started, so
 * the script may arrive at any time.
 *
 * A function main.tsx calls rather than a module run for its side effect: the repository's package.json declares
 * every module but CSS free of side effects, so a production build drops a bare `import './solana-wallet.js'`.
 */
export function loadSolanaWalletIfAsked(): void {
  if (!new URLSearchParams(location.search).has('solanaWallet')) return
  const script = document.createElement('script')
  script.src = 'http://127.0.0.1:8793/solana-wallet.js'
  document.head.append(script)
}
