import type { TransferSolParameters } from './transfer-sol.js'

/**
 * Sends SOL from the connected wallet and waits for the commitment (see transfer-sol.ts). A host calls it from its
 * own code; @solana/kit and the system program load with the first call, never with the host's entry chunk.
 */
export async function transferSol(parameters: TransferSolParameters): Promise<string> {
  return (await import('./transfer-sol.js')).transferSol(parameters)
}
