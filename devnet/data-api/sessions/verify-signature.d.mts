/** Whether `signature` signs `message` for `address`: eip155 through the chain (EIP-1271/6492 too), solana with Ed25519. */
export declare function verifySignature(input: { namespace: string; address: string; message: string; signature: string; rpcUrl: string | undefined }): Promise<boolean>
