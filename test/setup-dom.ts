// Browser APIs that jsdom lacks and Radix UI uses; only for component tests (jsdom).
import '@testing-library/jest-dom';
import { stubMatchMedia } from './match-media';

if (typeof window !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  if (!window.matchMedia) stubMatchMedia(() => false);
}
