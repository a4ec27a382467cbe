import type { Devnet, StartDevnetOptions } from './index.mjs'

export function startTestDevnet(options?: StartDevnetOptions): Promise<Devnet>
export function recordOffLoopbackFetches(): { readonly outbound: string[]; restore(): void }
