import { ImageTile } from './ImageTile.js'

export function WalletImage({ src, name, size = 40 }: { readonly src?: string; readonly name: string; readonly size?: number }) {
  return <ImageTile src={src} name={name} size={size} shape="rounded" />
}
