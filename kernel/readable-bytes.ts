/** Bytes as a person reads them: their text when they are UTF-8 (a message to sign), else 0x-hex. */
export function readableBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
  }
}
