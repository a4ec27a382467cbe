/** Spec §2 mobile rules; a touch-first small screen or a mobile user agent counts. */
export function isMobileDevice(): boolean {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false
  const ua = navigator.userAgent
  if (/Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return true
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches && window.matchMedia('(max-width: 600px)').matches
}
