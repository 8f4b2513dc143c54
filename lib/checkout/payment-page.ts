// Online payment happens on the gateway's own page: a full-page navigation away from the shop.
// Its own module so that component tests can stand in for the browser's navigation.
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
