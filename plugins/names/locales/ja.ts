import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Japanese. */
const messages: NamesCatalogue = {
  'names.title': "名前を選択",
  'names.feature': "名前を選択",
  'names.intro': "アドレスの代わりに送金先として使える名前を選んでください。",
  'names.field': "名前",
  'names.placeholder': "yourname{suffix}",
  'names.searching': "名前を検索中",
  'names.list': "名前",
  'names.taken': "使用済み",
  'names.available': "利用可能",
  'names.tooShort': "名前は{min}文字以上にしてください",
  'names.tooLong': "名前は{max}文字以内にしてください",
  'names.characters': "名前に使えるのは英字、数字、ハイフンのみです",
  'names.suggestionsFailed': "名前の候補を取得できませんでした",
  'names.registerFailed': "名前 {name} を登録できませんでした",
  'names.invalidChainId': "chainId が無効です",
  'names.waitingSignature': "署名を待っています",
  'names.signPrompt': "この名前を登録するには、ウォレットでメッセージに署名してください。",
  'names.registering': "登録中",
  'names.registeringText': "名前を登録しています…",
  'names.registered': "この名前はあなたのものになりました。アプリではアドレスの代わりにこの名前が表示されます。",
  'names.backToAccount': "アカウントに戻る",
}

export default messages
