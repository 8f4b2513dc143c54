/** @jest-environment ./test/jsdom-environment.mjs */
// The review of a delivered item: the server's errors under the fields with nothing typed lost,
// then the shopper's stars in place of the button. The contract client runs against a stand-in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/test/fake-api';
import { stubDialogs } from '@/test/dialogs';
import { renderShop } from '@/test/render';
import { ReviewControl } from './review-control';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const mockCalls: Call[] = [];
const mockAnswers: Response[] = [];
jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi(async (request) => {
        mockCalls.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
        return mockAnswers.shift()!;
      }),
    ),
}));
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

stubDialogs();

beforeEach(() => {
  mockCalls.length = 0;
  mockAnswers.length = 0;
});

describe('the review of an order item', () => {
  it('shows the server’s errors under the fields, keeps the text, then shows the shopper’s stars', async () => {
    const user = userEvent.setup();
    mockAnswers.push(json({ message: 'The rating field is required.', errors: { rating: ['The rating field is required.'] } }, 422));
    mockAnswers.push(
      json({
        message: 'review added successfully',
        data: { review: { id: 9, customer_name: 'Ada', customer_profile: null, rating: 4, description: 'Boils fast.', created_at: '2026-11-26T09:00:00Z' } },
      }),
    );
    renderShop(<ReviewControl orderId={3} productId={12} productName="Steel Kettle 1" rating={null} />);

    await user.click(screen.getByRole('button', { name: 'Review Steel Kettle 1' }));
    await user.type(screen.getByLabelText('Your review'), 'Boils fast.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The rating field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your review')).toHaveValue('Boils fast.');
    expect(mockCalls[0]).toMatchObject({ method: 'POST', path: '/api/product-review', body: { order_id: 3, product_id: 12, rating: null, description: 'Boils fast.' } });

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Review Steel Kettle 1' })).toBeNull());
    expect(screen.getByText('Your rating: 4 out of 5')).toBeInTheDocument();
    expect(mockCalls[1]).toMatchObject({ body: { rating: 4, description: 'Boils fast.' } });
  });

  it('shows a refusal that belongs to no field above the form, in Arabic too', async () => {
    const user = userEvent.setup();
    mockAnswers.push(json({ message: 'لقد قيّمت هذا المنتج من قبل.' }, 422));
    renderShop(<ReviewControl orderId={3} productId={12} productName="غلاية" rating={null} />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'تقييم غلاية' }));
    await user.click(screen.getByRole('radio', { name: 'نجمتان' }));
    await user.type(screen.getByLabelText('تقييمك'), 'جيدة');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لقد قيّمت هذا المنتج من قبل.');
  });

  it('shows stars instead of the button for an item already reviewed', () => {
    renderShop(<ReviewControl orderId={3} productId={12} productName="Steel Kettle 1" rating={5} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Your rating: 5 out of 5')).toBeInTheDocument();
  });
});
