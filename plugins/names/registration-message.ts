/**
 * Spec §7: the text an account signs to register a name: the name, empty attributes and the time in whole seconds,
 * as JSON (the registry checks the signature over exactly this text).
 */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}
