/**
 * Lets every promise chain that is already able to move do so. The kernel's timers run on a fake clock, so a
 * real macrotask is the one reliable point at which all pending microtasks (however deeply chained) have run.
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
