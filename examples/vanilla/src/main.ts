// A host without React: the kit's own button element, or kit.open() from the page's button.
import { createKit, defineKitElements } from 'tessera'
import { devnet, devnetB, eip155 } from 'tessera/plugins/eip155'

const kit = createKit({
  projectId: 'tessera-devnet-project',
  networks: [devnet, devnetB],
  plugins: [eip155()],
})
defineKitElements(kit)

const root = document.getElementById('root')!
root.innerHTML = '<tessera-button></tessera-button> <tessera-network-button></tessera-network-button> <button id="own" type="button">Open from my own button</button>'
root.querySelector('#own')!.addEventListener('click', () => kit.open())
