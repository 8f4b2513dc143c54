// The primary button's look, written once: a <button>, a link or a label styled as the shop's
// main action. `layout` gives its size and place (padding, width, text size, flex).
const PRIMARY = 'rounded-md bg-primary-600 font-semibold text-white hover:bg-primary-700';

export function primaryButton(layout: string): string {
  // Dimmed when disabled, unless the caller dims it its own way.
  const dimmed = layout.includes('disabled:opacity-') ? '' : ' disabled:opacity-60';
  return `${PRIMARY}${dimmed} ${layout}`;
}
