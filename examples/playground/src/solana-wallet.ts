/**
 * `?solanaWallet` loads the devnet's Solana browser wallet (dev account 3 on the local cluster, each request asked in a
 * confirm dialog), so a person can try Solana with no wallet extension. It is the host page's choice, so it lives
 * here and not in the kit. Imported before the kit so the script is requested first; the Wallet Standard's
 * app-ready handshake still reaches the kit if the script arrives after it started.
 */
if (new URLSearchParams(location.search).has('solanaWallet')) {
  const script = document.createElement('script')
  script.src = 'http://127.0.0.1:8793/solana-wallet.js'
  document.head.append(script)
}

export {}
