// Type tests of the plugin contract: declaration merging, as a plugin does it, types every face of the context.
// Checked by `tsc --noEmit` (the typecheck step); vitest never runs this file (its include is *.test.{ts,tsx}).
// Augmentations are global to the program, so every name here starts with 'contract-test'.
import { expectTypeOf } from 'vitest'
import * as z from 'zod/mini'
import type { Kit, KitPlugin, PluginContext, PluginSliceKey, Slice, StorageItem, ViewLoader } from './index.js'

interface ContractSlice {
  readonly count: number
  readonly labels: readonly string[]
}
interface ContractService {
  ping(): number
}
interface ContractViewParams {
  readonly name: string
  readonly count: number
}

declare module './types.js' {
  interface KitState {
    'contract-test/slice': ContractSlice
  }
  interface KitViews {
    'contract-test/View': ContractViewParams
    'contract-test/Bare': undefined
  }
  interface KitPromptAnswers {
    'contract-test/View': boolean
  }
  interface KitEvents {
    'contract-test:pinged': { readonly at: number }
  }
  interface KitServices {
    'contract-test/service': ContractService
  }
  interface KitMethods {
    'contract-test/method': (count: number) => Promise<string>
  }
  interface KitTrackedEvents {
    CONTRACT_TEST_DONE: { readonly ok: boolean }
    CONTRACT_TEST_BARE: undefined
  }
}

declare module './context.js' {
  interface KitStorageKeys {
    contract_test_count: number
  }
}

declare const ctx: PluginContext
declare const kit: Kit
declare const load: ViewLoader
const params: ContractViewParams = { name: 'a', count: 1 }

// KitState: a plugin's slice, written only through the writer `register` hands back.
{
  const slice = ctx.store.register('contract-test/slice', { count: 0, labels: [] })
  expectTypeOf(slice).toEqualTypeOf<Slice<ContractSlice>>()
  expectTypeOf(slice.get()).toEqualTypeOf<ContractSlice>()
  slice.set((draft) => {
    draft.count += 1
    draft.labels.push('one')
  })
  expectTypeOf(ctx.store.get()['contract-test/slice']).toEqualTypeOf<ContractSlice>()
  expectTypeOf<'contract-test/slice'>().toExtend<PluginSliceKey>()
  expectTypeOf<'modal' | 'chains' | 'wallets'>().not.toExtend<PluginSliceKey>()

  // @ts-expect-error a core key is the kernel's
  ctx.store.register('modal', ctx.store.get().modal)
  // @ts-expect-error a key no one declared
  ctx.store.register('contract-test/undeclared', {})
  // @ts-expect-error the initial value has the declared type
  ctx.store.register('contract-test/slice', { count: 'zero', labels: [] })
  // @ts-expect-error no writing the whole state
  ctx.store.update
  // @ts-expect-error no clearing it either
  ctx.store.clear
}

// KitViews: a view's params type its title and every way of showing it.
{
  ctx.views.register('contract-test/View', {
    load,
    title: (viewParams) => {
      expectTypeOf(viewParams).toEqualTypeOf<ContractViewParams>()
      return `${viewParams.name} (${viewParams.count})`
    },
  })
  ctx.views.register('contract-test/Bare', {
    load,
    title: (viewParams) => {
      expectTypeOf(viewParams).toEqualTypeOf<undefined>()
      return 'Bare'
    },
  })
  ctx.views.register('contract-test/View', {
    load,
    // @ts-expect-error the title gets this view's params
    title: (viewParams: { readonly wallet: string }) => viewParams.wallet,
  })
  // @ts-expect-error a view no one declared
  ctx.views.register('contract-test/Undeclared', { load })

  ctx.router.push('contract-test/View', params)
  ctx.router.replace('contract-test/View', params)
  ctx.router.reset('contract-test/View', params)
  // @ts-expect-error the params are required
  ctx.router.push('contract-test/View')
  // @ts-expect-error and complete
  ctx.router.push('contract-test/View', { name: 'a' })
  // @ts-expect-error and of the declared types
  ctx.router.push('contract-test/View', { name: 'a', count: '1' })
  // @ts-expect-error replace checks them too
  ctx.router.replace('contract-test/View')
  // @ts-expect-error and reset
  ctx.router.reset('contract-test/View', { wallet: 'w' })

  ctx.router.push('contract-test/Bare')
  ctx.router.push('contract-test/Bare', undefined)
  // @ts-expect-error a view whose params are `undefined` takes none
  ctx.router.push('contract-test/Bare', params)
  // @ts-expect-error a view no one declared
  ctx.router.push('contract-test/Undeclared')

  ctx.router.pushTarget({ view: 'contract-test/View', params })
  ctx.router.pushTarget({ view: 'contract-test/Bare' })
  // @ts-expect-error a target carries its view's params
  ctx.router.pushTarget({ view: 'contract-test/View' })

  // modal.prompt: the view's params, as push.
  // The answer's type comes from KitPromptAnswers; a view not listed there answers unknown.
  expectTypeOf(ctx.modal.prompt('contract-test/View', params, { dismissible: false })).toEqualTypeOf<Promise<boolean>>()
  expectTypeOf(ctx.modal.prompt('contract-test/Bare')).toEqualTypeOf<Promise<unknown>>()
  void ctx.modal.prompt('contract-test/Bare')
  void ctx.modal.prompt('contract-test/Bare', undefined, { dismissible: false })
  // @ts-expect-error the params are required
  void ctx.modal.prompt('contract-test/View')
  // @ts-expect-error and of the declared types
  void ctx.modal.prompt('contract-test/View', { name: 'a', count: '1' })
  // @ts-expect-error a view whose params are `undefined` takes none
  void ctx.modal.prompt('contract-test/Bare', params)

}

// KitEvents: payloads on the bus.
{
  ctx.bus.emit('contract-test:pinged', { at: 1 })
  ctx.bus.on('contract-test:pinged', (payload) => expectTypeOf(payload).toEqualTypeOf<{ readonly at: number }>())
  // @ts-expect-error the payload is required
  ctx.bus.emit('contract-test:pinged')
  // @ts-expect-error and of the declared type
  ctx.bus.emit('contract-test:pinged', { at: 'now' })
  // @ts-expect-error an event no one declared
  ctx.bus.emit('contract-test:undeclared', {})
  // @ts-expect-error a plugin cannot clear other plugins' listeners
  ctx.bus.clear()
}

// KitServices: what `use` resolves to, what `provide` must create.
{
  expectTypeOf(ctx.services.use('contract-test/service')).toEqualTypeOf<Promise<ContractService>>()
  ctx.services.provide('contract-test/service', () => ({ ping: () => 1 }))
  ctx.services.provide('contract-test/service', async () => ({ ping: () => 1 }))
  // @ts-expect-error the service has the declared shape
  ctx.services.provide('contract-test/service', () => ({ ping: () => 'pong' }))
  // @ts-expect-error a service no one declared
  void ctx.services.use('contract-test/undeclared')
}

// KitMethods: the host calls the declared signature on the Kit; the plugin provides exactly it.
{
  expectTypeOf(kit['contract-test/method']).toEqualTypeOf<(count: number) => Promise<string>>()
  ctx.methods.provide('contract-test/method', async (count) => String(count))
  // @ts-expect-error the implementation has the declared signature
  ctx.methods.provide('contract-test/method', async (count: string) => count)
  // @ts-expect-error a method no one declared
  ctx.methods.provide('contract-test/undeclared', async () => '')
  const plugin: KitPlugin = { id: 'contract-test', methods: ['contract-test/method'], setup: () => {} }
  // @ts-expect-error a descriptor lists declared methods only
  const wrong: KitPlugin = { id: 'contract-test', methods: ['contract-test/undeclared'], setup: () => {} }
  void plugin
  void wrong
}

// KitTrackedEvents: properties when declared, none when `undefined`.
{
  ctx.track('CONTRACT_TEST_DONE', { ok: true })
  ctx.track('CONTRACT_TEST_BARE')
  // @ts-expect-error the properties are required
  ctx.track('CONTRACT_TEST_DONE')
  // @ts-expect-error and of the declared types
  ctx.track('CONTRACT_TEST_DONE', { ok: 'yes' })
  // @ts-expect-error an event declared `undefined` takes none
  ctx.track('CONTRACT_TEST_BARE', { ok: true })
  // @ts-expect-error an event no one declared
  ctx.track('CONTRACT_TEST_UNDECLARED')
}

// KitStorageKeys: the schema parses the declared type; the item reads and writes it.
{
  expectTypeOf(ctx.storage.declare('contract_test_count', z.number())).toEqualTypeOf<StorageItem<number>>()
  expectTypeOf(ctx.storage.item('contract_test_count')).toEqualTypeOf<StorageItem<number>>()
  expectTypeOf(ctx.storage.item('contract_test_count').get()).toEqualTypeOf<number | undefined>()
  // @ts-expect-error the schema parses the declared type
  ctx.storage.declare('contract_test_count', z.string())
  // @ts-expect-error a key no one declared
  ctx.storage.declare('contract_test_undeclared', z.number())
  // @ts-expect-error nor read one
  ctx.storage.item('contract_test_undeclared')
  // @ts-expect-error the item writes the declared type
  ctx.storage.item('contract_test_count').set('1')
}

// KitSlots: each slot's own contribution; a feature opens a declared view with its params.
{
  ctx.slots.register('account.feature', { id: 'contract-test', label: 'Test', view: 'contract-test/View', params })
  ctx.slots.register('account.feature', { id: 'contract-test', label: 'Test', icon: 'send', view: 'contract-test/Bare' })
  ctx.slots.register('account.tab', { id: 'contract-test', label: 'Test', load })
  ctx.slots.register('connect.section', { id: 'contract-test', load })
  // @ts-expect-error a feature has a label
  ctx.slots.register('account.feature', { id: 'contract-test', view: 'contract-test/Bare' })
  // @ts-expect-error and its view's params
  ctx.slots.register('account.feature', { id: 'contract-test', label: 'Test', view: 'contract-test/View' })
  // @ts-expect-error of the declared types
  ctx.slots.register('account.feature', { id: 'contract-test', label: 'Test', view: 'contract-test/View', params: { name: 'a', count: '1' } })
  // @ts-expect-error params go with their own view only
  ctx.slots.register('account.feature', { id: 'contract-test', label: 'Test', view: 'contract-test/Bare', params })
  // @ts-expect-error a view no one declared
  ctx.slots.register('account.feature', { id: 'contract-test', label: 'Test', view: 'contract-test/Undeclared' })
  // @ts-expect-error a feature opens a view; a tab loads its own component
  ctx.slots.register('account.feature', { id: 'contract-test', label: 'Test', load })
  // @ts-expect-error a tab is not a feature
  ctx.slots.register('account.tab', { id: 'contract-test', label: 'Test', view: 'contract-test/Bare' })
  // @ts-expect-error a slot no one declared
  ctx.slots.register('contract-test.slot', { id: 'contract-test', load })
}

// The host's Kit: actions and reads, none of the registries a plugin gets.
{
  expectTypeOf(kit.getState()['contract-test/slice']).toEqualTypeOf<ContractSlice>()
  // @ts-expect-error
  kit.store
  // @ts-expect-error
  kit.router
  // @ts-expect-error
  kit.modal
  // @ts-expect-error
  kit.connectors
  // @ts-expect-error
  kit.services
  // @ts-expect-error
  kit.storage
  expectTypeOf<Kit>().not.toHaveProperty('store')
  expectTypeOf<Kit>().not.toHaveProperty('router')
  expectTypeOf<Kit>().not.toHaveProperty('modal')
  expectTypeOf<Kit>().not.toHaveProperty('connectors')
  expectTypeOf<Kit>().not.toHaveProperty('services')
  expectTypeOf<Kit>().not.toHaveProperty('storage')
}
