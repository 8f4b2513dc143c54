// A tap on a button before the page's scripts have run is kept, not lost. BOOT_SCRIPT
// (lib/boot-script.ts) listens for clicks from the first paint: until the page says it is ready,
// a click on a button (not a form's submit button, which works without scripts) is stopped and
// its button remembered, the last one only. Once hydrated, the shop provider calls
// takeOverTaps(): from then on React handles clicks, and the remembered button is clicked again.

/** The window properties BOOT_SCRIPT and takeOverTaps share. */
export const TAP_READY = '__shopReady';
export const TAP_KEPT = '__shopTap';

type TapWindow = Window & { [TAP_READY]?: boolean; [TAP_KEPT]?: HTMLElement | null };

/** Ends the keeping of taps and carries out the last one kept, if its button is still there. */
export function takeOverTaps(target: Window = window): void {
  const state = target as TapWindow;
  state[TAP_READY] = true;
  const kept = state[TAP_KEPT];
  state[TAP_KEPT] = null;
  if (kept?.isConnected && !(kept as HTMLButtonElement).disabled) kept.click();
}
