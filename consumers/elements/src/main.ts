// No React in the page's own code: the buttons are custom elements, the modal loads on first open.
import { createKit, defineKitElements } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  metadata: { name: 'Custom elements consumer', url: location.origin },
  networks: [devnet, devnetB],
  plugins: [eip155()],
})
defineKitElements(kit)
