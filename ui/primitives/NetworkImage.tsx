import type { CaipNetwork } from '../../kernel/index.js'
import type { BoxSize } from './box-size.js'
import { ImageTile } from './ImageTile.js'

export function NetworkImage({ network, size = 24 }: { readonly network: Pick<CaipNetwork, 'name' | 'assets'>; readonly size?: BoxSize }) {
  return <ImageTile src={network.assets?.imageUrl} name={network.name} size={size} shape="circle" />
}
