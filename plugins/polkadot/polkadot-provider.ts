/**
 * What `getProvider()` of a Polkadot extension connector gives host code: the connected extension, by the kit's
 * rules (checked answers, the account the visitor chose).
 */
export interface PolkadotWalletProvider {
  /** The connected account's address (SS58 under the kit's network's prefix), undefined while none is connected. */
  readonly address: string | undefined
  /**
   * The extension's signature of raw bytes (hex), by the connected account unless `address` names another shared
   * one. Extensions sign `data` inside `<Bytes>…</Bytes>`, adding the wrapper when it is missing.
   */
  signRaw(parameters: { readonly data: `0x${string}`; readonly address?: string }): Promise<string>
  /** A text message signed as `kit.signMessage` signs it: `<Bytes>message</Bytes>`, the signature in hex. */
  signMessage(message: string): Promise<string>
}
