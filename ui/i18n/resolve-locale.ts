/**
 * The catalogue a source holds for `requested`: the exact tag, else its language ('pt-BR' reads 'pt'), else another
 * region of that language ('zh-TW' reads 'zh-CN'); undefined means English.
 */
export function resolveLocale<C extends string>(requested: string, available: readonly C[]): C | undefined {
  const wanted = requested.toLowerCase()
  const language = wanted.split('-')[0]
  return (
    available.find((code) => code.toLowerCase() === wanted) ??
    available.find((code) => code.toLowerCase() === language) ??
    available.find((code) => code.toLowerCase().split('-')[0] === language)
  )
}
