export { receive } from './plugin.js'
