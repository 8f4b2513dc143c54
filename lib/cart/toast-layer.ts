// Which toaster a cart popup goes to. An open modal dialog makes the rest of the page inert, so
// a popup with a button ('Again Add to Cart') shown while the cart panel or the voucher dialog is
// open must live inside that dialog: each of them mounts its own toaster while open, and popups
// go to the topmost one, or to the page's toaster when none is open.

const open: string[] = [];

export function enterToastLayer(id: string): () => void {
  open.push(id);
  return () => {
    const index = open.lastIndexOf(id);
    if (index >= 0) open.splice(index, 1);
  };
}

/** Options for sonner's toast(): the toaster of the topmost open dialog, if any. */
export function toastLayer(): { toasterId?: string } {
  const top = open.at(-1);
  return top ? { toasterId: top } : {};
}
