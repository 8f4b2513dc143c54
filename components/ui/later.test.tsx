/** @jest-environment jsdom */
// Later: a part's code loads when its place comes near the screen, when the page is idle, or at
// the first tap on a control, which the part is then told of; a failed load leaves the placeholder
// and the next tap tries again.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Later } from './later';

type Part = (props: { tapped?: string }) => React.ReactElement;
const Real: Part = ({ tapped }) => <p>real part{tapped === undefined ? '' : `, tapped ${tapped || 'itself'}`}</p>;

let seen: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
let idle: (() => void)[] = [];
beforeEach(() => {
  seen = null;
  idle = [];
  window.requestIdleCallback = (run) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = () => undefined;
  delete document.documentElement.dataset.viewer;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      seen = callback;
    }
    observe() {}
    disconnect() {}
  };
});

it('loads when its place comes near the screen, and not before', async () => {
  const load = jest.fn(() => Promise.resolve(Real));
  render(
    <Later when="visible" load={load} show={(Part) => <Part />} className="min-h-16">
      estimate
    </Later>,
  );
  expect(screen.getByText('estimate')).toHaveClass('min-h-16');
  act(() => seen!([{ isIntersecting: false }]));
  expect(load).not.toHaveBeenCalled();
  act(() => seen!([{ isIntersecting: true }]));
  expect(await screen.findByText('real part')).toBeInTheDocument();
  expect(screen.queryByText('estimate')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads when idle for a signed-in shopper only', async () => {
  const load = jest.fn(() => Promise.resolve(Real));
  const { unmount } = render(
    <Later when="signed-in-idle" load={load} show={(Part) => <Part />}>
      placeholder
    </Later>,
  );
  // No idle moment was even asked for.
  expect(idle).toHaveLength(0);
  unmount();
  document.documentElement.dataset.viewer = 'user';
  render(
    <Later when="signed-in-idle" load={load} show={(Part) => <Part />}>
      placeholder
    </Later>,
  );
  expect(idle).toHaveLength(1);
  expect(load).not.toHaveBeenCalled();
  act(() => idle[0]());
  expect(await screen.findByText('real part')).toBeInTheDocument();
});

it('loads at the first tap on a control and tells the part which was tapped', async () => {
  const load = jest.fn(() => Promise.resolve(Real));
  render(
    <Later tap="button[value]" load={load} show={(Part, tapped) => <Part tapped={tapped} />}>
      <button type="button" value="stock">
        Notify me
      </button>
      <span>not a control</span>
    </Later>,
  );
  await userEvent.click(screen.getByText('not a control'));
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByText('real part, tapped stock')).toBeInTheDocument();
});

it('is busy while a tap waits, says a failure, and tries again at the next tap', async () => {
  let fail = true;
  const failed = jest.fn();
  const load = jest.fn(() => (fail ? Promise.reject(new Error('no code')) : Promise.resolve(Real)));
  render(
    <Later as="button" tap="button" busy failed={failed} load={load} show={(Part, tapped) => <Part tapped={tapped} />}>
      Follow
    </Later>,
  );
  const button = screen.getByRole('button', { name: 'Follow' });
  expect(button).toHaveAttribute('type', 'button');
  expect(button).not.toHaveAttribute('aria-busy');
  await userEvent.click(button);
  await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
  expect(button).not.toHaveAttribute('aria-busy');
  fail = false;
  await userEvent.click(button);
  expect(await screen.findByText('real part, tapped itself')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
