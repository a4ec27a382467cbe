import type { RegistryCatalogue } from '../messages.js'

/** The registry plugin's texts in Simplified Chinese. */
const messages: RegistryCatalogue = {
  'registry.title': "所有钱包",
  'registry.search': "搜索钱包",
  'registry.searchPlaceholder': "搜索钱包",
  'registry.list': "所有钱包",
  'registry.results': "搜索结果",
  'registry.loading': "正在加载钱包",
  'registry.loadingMore': "正在加载更多钱包",
  'registry.noMatch': "未找到钱包",
  'registry.noMatchHint': "请尝试其他名称。",
  'registry.none': "没有可用的钱包",
  'registry.noneHint': "钱包注册表中没有支持这些网络的钱包。",
  'registry.loadFailed': "无法加载钱包",
  'registry.noAnswer': "钱包注册表没有响应。",
  'registry.requestFailed': "HTTP 请求失败",
  'registry.timedOut': "请求响应时间过长",
  'registry.tryAgain': "重试",
}

export default messages
