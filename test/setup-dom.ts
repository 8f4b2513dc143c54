// Browser APIs that jsdom lacks and the shop's components use; only for component tests (jsdom):
// ResizeObserver (the chat thread) and matchMedia.
import '@testing-library/jest-dom';
import { stubMatchMedia } from './match-media';

if (typeof window !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  if (!window.matchMedia) stubMatchMedia(() => false);
}
