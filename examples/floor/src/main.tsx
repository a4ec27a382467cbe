// The cost of React 19 itself on a host page: what every other example is measured against.
// Keep it bare; anything added here hides that much of Tessera's cost from `npm run size`.
import { createRoot } from 'react-dom/client'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

createRoot(container).render(<button type="button">Connect wallet</button>)
