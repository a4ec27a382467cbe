/** Calls every listener (a copy of the set, so one may unsubscribe itself); one that throws does not stop the rest. */
export function notifyListeners(listeners: ReadonlySet<() => void>, onListenerError: (error: unknown) => void): void {
  for (const listener of [...listeners]) {
    try {
      listener()
    } catch (error) {
      onListenerError(error)
    }
  }
}
