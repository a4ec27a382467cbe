export declare function rpcRequest(
  url: string,
  method: string,
  params?: unknown[],
  options?: { timeoutMs?: number },
): Promise<unknown>
