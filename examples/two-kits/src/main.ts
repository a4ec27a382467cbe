// Two kits on one page, each with its own saved connection: the first keeps the spec's storage keys, the second
// stores under its `id` (`@appkit-wallet/shop/…`). `?anonymous` leaves the second kit without an id, to show the
// warning and the namespace it is given instead (by order of creation: `kit-2`).
import { createKit, defineKitElements } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'

// `logLevel: 'warn'` shows the warning a second kit without an id logs; each kit gets its own plugin instances.
const options = () => ({ projectId: 'tessera-devnet-project', networks: [devnet, devnetB], plugins: [eip155()], logLevel: 'warn' as const })
const anonymous = new URLSearchParams(location.search).has('anonymous')

const main = createKit(options())
const shop = createKit(anonymous ? options() : { ...options(), id: 'shop' })

defineKitElements(main)
defineKitElements(shop, { prefix: 'shop' })
