import { defineExampleConfig } from '../../vite.shared.js'

export default defineExampleConfig(import.meta.dirname)
