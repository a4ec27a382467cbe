import { ErrorCode, ErrorMessages, KitError, toKitError } from './errors.js'

/**
 * Failures of the plugin contract at run time: a plugin whose setup threw, an option no plugin provides, a prompt
 * or a connection step that did not go through. Each is a KitError subclass, so a host reads it as any other kit
 * error (`shortMessage`, `details`, `cause`).
 */

/** A plugin's setup threw or rejected: what it registered was undone, and the other plugins kept working. */
export class PluginSetupError extends KitError {
  override name = 'PluginSetupError' as const
  readonly pluginId: string
  constructor(pluginId: string, cause: unknown) {
    super(`Plugin "${pluginId}" failed to start`, { cause, code: toKitError(cause).code })
    this.pluginId = pluginId
  }
}

/** A plugin was not started because one it requires failed. */
export class PluginBlockedError extends KitError {
  override name = 'PluginBlockedError' as const
  readonly pluginId: string
  readonly blockedBy: string
  constructor(pluginId: string, blockedBy: string) {
    super(`Plugin "${pluginId}" was not started because "${blockedBy}" failed`)
    this.pluginId = pluginId
    this.blockedBy = blockedBy
  }
}

/** The host set one of the spec's feature options, but no plugin in the kit provides the feature. */
export class OptionWithoutPluginError extends KitError {
  override name = 'OptionWithoutPluginError' as const
  readonly option: string
  constructor(option: string, plugin: string) {
    super(`The ${option} option needs the ${plugin} plugin`, { metaMessages: [`Add ${plugin} to createKit's plugins, or remove ${option}.`] })
    this.option = option
  }
}

/** The visitor left a prompted view (back, close) without answering it. */
export class PromptDismissedError extends KitError {
  override name = 'PromptDismissedError' as const
  constructor() {
    super(ErrorMessages.USER_REJECTED_REQUEST, { code: ErrorCode.USER_REJECTED })
  }
}

/** A connection step failed: the connection was rolled back. Its message is the step's own. */
export class ConnectionStepError extends KitError {
  override name = 'ConnectionStepError' as const
  readonly step: string
  constructor(step: string, cause: unknown) {
    const inner = toKitError(cause)
    super(inner.shortMessage, { cause, code: inner.code, details: inner.details, metaMessages: [`Connection step: ${step}`] })
    this.step = step
  }
}

export class ServiceNotProvidedError extends KitError {
  override name = 'ServiceNotProvidedError' as const
  readonly service: string
  constructor(service: string) {
    super(`No plugin provides the "${service}" service`, { metaMessages: ['Add the plugin that provides it to createKit’s plugins.'] })
    this.service = service
  }
}

/** The host called a kit method (`kit.pay`) whose plugin did not start, so nothing implements it. */
export class MethodNotProvidedError extends KitError {
  override name = 'MethodNotProvidedError' as const
  readonly method: string
  constructor(method: string) {
    super(`No plugin implements kit.${method}()`, { metaMessages: ['The plugin that lists it failed to start (see kit.failedPlugins).'] })
    this.method = method
  }
}
