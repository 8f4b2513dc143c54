// jsdom has no modal dialogs and no pointer capture (the toasts use it): just enough of both for
// component tests. Call once at the top of a test file.
export function stubDialogs(): void {
  beforeAll(() => {
    Object.assign(HTMLElement.prototype, { setPointerCapture: () => undefined });
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    });
  });
}
