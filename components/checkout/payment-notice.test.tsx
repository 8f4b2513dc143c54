/** @jest-environment ./test/jsdom-environment.mjs */
// The notice on the order page after an online payment, and paying again from it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi as mockFakeApi, json as mockJson } from '@/test/fake-api';
import { renderShop } from '@/test/render';
import { PaymentNotice } from './payment-notice';

const mockCalls: { path: string }[] = [];
jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: async () =>
    mockFakeApi((request) => {
      mockCalls.push({ path: new URL(request.url).pathname.replace(/^\/api/, '') });
      return mockJson({ message: 'Order payment', data: { order_payment_url: 'http://shop.test/api/payments/sandbox/12?sig=x' } });
    }),
}));
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));
const mockOpenPaymentPage = jest.fn();
jest.mock('@/lib/checkout/payment-page', () => ({ openPaymentPage: (url: string) => mockOpenPaymentPage(url) }));

describe('the payment notice', () => {
  it('says the order is paid when it is', () => {
    renderShop(<PaymentNotice outcome="paid" order={{ id: 7, paymentStatus: 'Paid', paymentMethod: 'sandbox' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Payment received. Thank you, your order is paid.');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('trusts the order over the address: "paid" on an unpaid order is still being confirmed', () => {
    renderShop(<PaymentNotice outcome="paid" order={{ id: 7, paymentStatus: 'Pending', paymentMethod: 'sandbox' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your payment is being confirmed.');
  });

  it('after a cancelled payment offers to pay the order again through its gateway', async () => {
    const user = userEvent.setup();
    renderShop(<PaymentNotice outcome="cancelled" order={{ id: 7, paymentStatus: 'Pending', paymentMethod: 'sandbox' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('The payment was cancelled. Your order is kept and waits for payment.');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(mockOpenPaymentPage).toHaveBeenCalledWith('http://shop.test/api/payments/sandbox/12?sig=x'));
    expect(mockCalls[0]).toMatchObject({ path: '/order-payment/7/sandbox' });
  });

  it('tells of a failed payment, in Arabic too', () => {
    renderShop(<PaymentNotice outcome="failed" order={{ id: 7, paymentStatus: 'Pending', paymentMethod: 'cash' }} />, { locale: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('لم تنجح عملية الدفع. طلبك محفوظ ولم يُدفع بعد.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
