import type { BoxSize } from './box-size.js'
import { ImageTile } from './ImageTile.js'

/** Spec §9: a wallet image that has not loaded after 2 s gives way to the placeholder. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000

export function WalletImage({ src, name, size = 40 }: { readonly src?: string; readonly name: string; readonly size?: BoxSize }) {
  return <ImageTile src={src} name={name} size={size} shape="rounded" timeoutMs={IMAGE_PRELOAD_TIMEOUT_MS} />
}
