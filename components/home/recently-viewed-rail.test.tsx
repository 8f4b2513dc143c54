/** @jest-environment ./test/jsdom-environment.mjs */
// The home page's rail of recently viewed products, read through the query cache: the products in
// the server's order, and nothing at all when there are none or they cannot be read.
import { screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '@/lib/query/client';
import { fakeApi, json } from '@/test/fake-api';
import { renderShop } from '@/test/render';
import { RecentlyViewedRail } from './recently-viewed-rail';

const card = (id: number, name: string) => ({ id, name, thumbnail: '/p.png', price: 12, discount_price: 0, rating: 4.5, total_reviews: 3, total_sold: 8, quantity: 5 });

const none = () => json({ message: '', data: { total: 0, products: [] } });
const mockBackend = { answer: none, asked: [] as string[] };

jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi((request) => {
        mockBackend.asked.push(new URL(request.url).pathname + new URL(request.url).search);
        return mockBackend.answer();
      }),
    ),
}));
jest.mock('@/lib/i18n/navigation', () => {
  const navigation = jest.requireActual('@/test/navigation-mock');
  return { ...navigation, getPathname: ({ href }: { href: string }) => navigation.hrefToString(href) };
});

beforeEach(() => {
  getQueryClient().clear();
  mockBackend.asked = [];
  mockBackend.answer = none;
});

describe('the recently viewed rail', () => {
  it('shows the products newest first, as the server lists them', async () => {
    mockBackend.answer = () => json({ message: '', data: { total: 2, products: [card(2, 'Steel Kettle'), card(1, 'Tea Cup')] } });
    renderShop(<RecentlyViewedRail />);
    const list = await screen.findByRole('list', { name: 'Recently viewed' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Steel Kettle', 'Tea Cup']);
    expect(mockBackend.asked).toEqual(['/api/recently-views?page=1&per_page=10']);
  });

  it('draws nothing when there are none, or when they cannot be read', async () => {
    const { container, unmount } = renderShop(<RecentlyViewedRail />);
    await waitFor(() => expect(mockBackend.asked).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    unmount();

    getQueryClient().clear();
    mockBackend.answer = () => json({ message: 'Unauthenticated.' }, 401);
    const failed = renderShop(<RecentlyViewedRail />);
    await waitFor(() => expect(mockBackend.asked).toHaveLength(2));
    expect(failed.container).toBeEmptyDOMElement();
  });
});
