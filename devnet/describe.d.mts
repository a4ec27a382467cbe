import type { Devnet } from './index.mjs'

/** The short "what runs where" table printed by `npm run devnet` and `npm start`. */
export declare function describeDevnet(devnet: Devnet): string
