/** @jest-environment jsdom */
// A backend that does not list a feature in /master's `features` (another backend sends none)
// offers none of it: the storefront's checks say so, on the server and on the page.
import { FEATURES, offeredOnPage, offers } from './features';

afterEach(() => {
  delete document.documentElement.dataset.features;
});

describe('optional features', () => {
  it('follow is one of this backend’s', () => {
    expect(FEATURES).toContain('follow');
  });

  it('are offered only when /master lists them', () => {
    expect(offers({ features: ['follow'] }, 'follow')).toBe(true);
    expect(offers({ features: [] }, 'follow')).toBe(false);
  });

  it('are read from the page’s <html data-features> by lazily loaded islands', () => {
    expect(offeredOnPage('follow')).toBe(false);
    document.documentElement.dataset.features = 'follow';
    expect(offeredOnPage('follow')).toBe(true);
    document.documentElement.dataset.features = 'following-not';
    expect(offeredOnPage('follow')).toBe(false);
  });
});
