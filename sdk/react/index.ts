export { KitProvider, type KitProviderProps } from './KitProvider.js'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.js'
export { NetworkButton } from './NetworkButton.js'
export { KitModal } from './KitModal.js'
export { useKit, useKitState, useKitAccount, useKitNetwork, useKitEvents, useDisconnect, useKitModal, type UseKitNetworkReturn } from './hooks.js'
// For plugin authors: a plugin's views and slot parts read their plugin's context (the one `setup` got).
export { usePluginContext, usePluginState } from '../../ui/plugin-context.js'
export type { ViewProps, ViewPrompt } from '../../ui/view-props.js'
