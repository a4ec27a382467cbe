import type { NamesCatalogue } from '../messages.js'

/** The names plugin's texts in Chinese (simplified). */
const messages: NamesCatalogue = {
  'names.title': "选择名称",
  'names.feature': "选择名称",
  'names.intro': "选择一个名称，别人可以用它代替你的地址向你转账。",
  'names.field': "名称",
  'names.placeholder': "yourname{suffix}",
  'names.searching': "正在搜索名称",
  'names.list': "名称",
  'names.taken': "已被占用",
  'names.available': "可用",
  'names.tooShort': "名称至少需要 {min} 个字符",
  'names.tooLong': "名称最多只能有 {max} 个字符",
  'names.characters': "名称只能包含字母、数字和连字符",
  'names.suggestionsFailed': "获取名称建议时出错",
  'names.registerFailed': "注册名称 {name} 时出错",
  'names.invalidChainId': "无效的 chainId",
  'names.waitingSignature': "等待签名",
  'names.signPrompt': "请在钱包中签署消息以注册此名称。",
  'names.registering': "正在注册",
  'names.registeringText': "正在注册你的名称…",
  'names.registered': "这个名称现在归你了：应用会显示它而不是你的地址。",
  'names.backToAccount': "返回账户",
}

export default messages
