// The keyboard model of the header search's suggestion list (the WAI-ARIA combobox pattern): which
// option the arrow keys make active, and what Enter, Escape and Tab do.

export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab';

export type ListAction =
  /** Make the option at `index` active (-1: none, the text field itself). */
  | { type: 'move'; index: number }
  /** Show the list (it was closed) without making an option active. */
  | { type: 'open' }
  /** Open the active option instead of submitting the form. */
  | { type: 'choose'; index: number }
  /** Close the list and keep the text. */
  | { type: 'close' }
  /** Leave the key to the browser (Enter submits the form, Tab moves on, Escape clears the field). */
  | { type: 'none' };

/**
 * What `key` does in a list of `count` options with `active` the active one (-1 for none) while the
 * list is `open`. The arrows wrap around; with the list closed they first open it.
 */
export function listAction(key: string, { open, count, active }: { open: boolean; count: number; active: number }): ListAction {
  switch (key) {
    case 'ArrowDown':
      if (!open) return { type: 'open' };
      return count ? { type: 'move', index: active + 1 >= count ? 0 : active + 1 } : { type: 'none' };
    case 'ArrowUp':
      if (!open) return { type: 'open' };
      return count ? { type: 'move', index: active <= 0 ? count - 1 : active - 1 } : { type: 'none' };
    case 'Enter':
      return open && active >= 0 && active < count ? { type: 'choose', index: active } : { type: 'none' };
    case 'Escape':
    case 'Tab':
      return open ? { type: 'close' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
