/**
 * A lookup from a sentence's English text to its key, among `keys`: how a view shows in the visitor's language a
 * sentence the kit or a plugin wrote (kept in English in state and in errors thrown to the host). A sentence from
 * elsewhere (a wallet's, a node's) has no key: the view shows it as it came.
 */
export function englishKeyOf<K extends string>(english: Readonly<Record<K, string>>, keys: readonly K[]): (message: string) => K | undefined {
  const byText = new Map(keys.map((key) => [english[key], key]))
  return (message) => byText.get(message)
}
