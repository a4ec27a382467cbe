import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { tesseraAliases } from './vite.shared.js'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: tesseraAliases },
  test: {
    environment: 'happy-dom',
    include: ['{kernel,plugins,ui,sdk,devnet,scripts,examples}/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
})
