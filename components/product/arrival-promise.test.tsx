/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import arMessages from '@/messages/ar.json';
import messages from '@/messages/en.json';
import type { DeliveryPlan } from '@/lib/delivery-promise';
import { useViewerStore } from '@/stores/viewer';
import { ArrivalPromise } from './arrival-promise';

// The signed-in shopper's addresses, as GET /addresses answers them.
const mockAddresses = jest.fn(async () => ({ total: 0, addresses: [] as { is_default: boolean; country: string | null; region: string | null }[] }));
jest.mock('@/lib/api/browser', () => ({ browserApi: async () => ({ addresses: mockAddresses }) }));

// A shop in Dubai that dispatches Sunday to Thursday before noon, and packs for a day.
const plan: DeliveryPlan = {
  time_zone: 'Asia/Dubai',
  handling_days: 1,
  cutoff_hour: 12,
  dispatch_days: [7, 1, 2, 3, 4],
  holidays: [],
  country: 'AE',
  destinations: [
    { country: 'AE', region: null, min_days: 1, max_days: 1, charge: 0 },
    { country: 'SA', region: null, min_days: 2, max_days: 4, charge: 15 },
  ],
};

const show = (locale: 'en' | 'ar' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? arMessages : messages} timeZone="UTC">
      <ArrivalPromise plan={plan}>
        <p>Delivery in 2–5 days</p>
      </ArrivalPromise>
    </NextIntlClientProvider>,
  );

/** The arrival line as read, its spaces as one. */
const arrival = () => document.querySelector('[data-arrival]')?.textContent?.replace(/\s+/g, ' ');

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
  // Monday 30 November 2026, 08:40 in Dubai.
  jest.setSystemTime(new Date('2026-11-30T04:40:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('ArrivalPromise', () => {
  it("promises the day for the shop's country with the time left to its cut-off", () => {
    show();
    expect(screen.getByText('Arrives by Wed, Dec 2')).toBeInTheDocument();
    expect(screen.getByText('Order within 3 h 20 min')).toBeInTheDocument();
    expect(screen.queryByText('Delivery in 2–5 days')).not.toBeInTheDocument();
  });

  it('moves the date once the cut-off has passed, without a reload', () => {
    show();
    act(() => jest.advanceTimersByTime((3 * 60 + 20) * 60_000));
    // Monday noon in Dubai: counts from Tuesday, packed by Wednesday, there on Thursday.
    expect(screen.getByText('Arrives by Thu, Dec 3')).toBeInTheDocument();
    expect(screen.queryByText(/^Order within/)).not.toBeInTheDocument();
  });

  it('promises a range for another destination the shopper chose, and keeps the choice on the device', () => {
    show();
    fireEvent.change(screen.getByLabelText('Deliver to'), { target: { value: 'SA' } });
    expect(arrival()).toBe('Arrives Dec 3 – 5');
    expect(localStorage.getItem('delivery-destination')).toBe('SA');
  });

  it('starts from the destination kept on the device', () => {
    localStorage.setItem('delivery-destination', 'SA');
    show();
    expect((screen.getByLabelText('Deliver to') as HTMLSelectElement).value).toBe('SA');
    expect(arrival()).toBe('Arrives Dec 3 – 5');
    // The range is kept left to right inside the sentence.
    expect(document.querySelector('[data-arrival] bdi[dir="ltr"]')?.textContent?.replace(/\s+/g, ' ')).toBe('3 – 5');
  });

  it("promises a signed-in shopper's day for the default address, its region's zone first, with no destination to choose", async () => {
    const regional: DeliveryPlan = { ...plan, destinations: [...plan.destinations, { country: 'SA', region: 'Riyadh', min_days: 1, max_days: 1, charge: 9 }] };
    mockAddresses.mockResolvedValue({
      total: 2,
      addresses: [
        { is_default: false, country: 'AE', region: null },
        { is_default: true, country: 'SA', region: 'riyadh' },
      ],
    });
    act(() => useViewerStore.setState({ known: true, user: { id: 1, name: 'Ada' } as never }));
    try {
      render(
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <ArrivalPromise plan={regional}>
            <p>Delivery in 2–5 days</p>
          </ArrivalPromise>
        </NextIntlClientProvider>,
      );
      // Riyadh's zone: a day from Tuesday's dispatch (the rest of Saudi Arabia: Dec 3 – 5).
      await screen.findByText('To your default address (Saudi Arabia)');
      expect(arrival()).toBe('Arrives by Wed, Dec 2');
      expect(screen.queryByLabelText('Deliver to')).not.toBeInTheDocument();
    } finally {
      act(() => useViewerStore.setState({ known: true, user: null }));
    }
  });

  it('speaks Arabic', () => {
    show('ar');
    expect(screen.getByLabelText('التوصيل إلى')).toBeInTheDocument();
    expect(screen.getByText(/^يصل بحلول /)).toBeInTheDocument();
    expect(screen.getByText(/^اطلب خلال /)).toBeInTheDocument();
  });
});

describe('ArrivalPromiseSlot', () => {
  it("shows the shop's estimate until its place comes near the screen, then the day", async () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    window.IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        seen = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const { ArrivalPromiseSlot } = await import('./arrival-promise-slot');
    render(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <ArrivalPromiseSlot plan={plan}>
          <p>Delivery in 2–5 days</p>
        </ArrivalPromiseSlot>
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Delivery in 2–5 days')).toBeInTheDocument();
    act(() => seen!([{ isIntersecting: false }]));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText(/^Arrives/)).not.toBeInTheDocument();
    act(() => seen!([{ isIntersecting: true }]));
    expect(await screen.findByText('Arrives by Wed, Dec 2')).toBeInTheDocument();
    expect(screen.queryByText('Delivery in 2–5 days')).not.toBeInTheDocument();
  });
});
