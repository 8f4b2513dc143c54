/** @jest-environment node */
// KeptMarkup: the server's markup stays and is not hydrated; it comes alive when it must. The
// server's render runs with no window, as it does in the shop; the browser's part runs in jsdom.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import type { Root } from 'react-dom/client';
import { KeptMarkup } from './kept-markup';

const dom = new JSDOM('<!doctype html><html><body></body></html>');
const browser = { window: dom.window, document: dom.window.document, navigator: dom.window.navigator, Element: dom.window.Element, HTMLElement: dom.window.HTMLElement, Node: dom.window.Node, MouseEvent: dom.window.MouseEvent, IS_REACT_ACT_ENVIRONMENT: true };
Object.assign(globalThis, browser);
// Loaded once the DOM is there, as in a browser.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRoot, hydrateRoot } = require('react-dom/client') as typeof import('react-dom/client');

afterAll(() => {
  for (const key of Object.keys(browser)) delete (globalThis as Record<string, unknown>)[key];
  dom.window.close();
});

/** The markup the server sends: rendered where there is no window. */
function serverMarkup(element: React.ReactElement): string {
  const global = globalThis as { window?: unknown };
  delete global.window;
  try {
    return renderToString(element);
  } finally {
    global.window = dom.window;
  }
}

function Card({ price, onAdd }: { price: string; onAdd: () => void }) {
  return (
    <KeptMarkup as="article" className="card" inputs={[price]} controls=".add">
      <h3>Kettle</h3>
      <span data-testid="price">{price}</span>
      <button type="button" className="add" onClick={onAdd}>
        Add
      </button>
    </KeptMarkup>
  );
}

/** Whether React holds a fiber for `element`, as it does for every element it hydrated or rendered. */
const hydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

/** Renders `element` on the "server" and hydrates that markup, as a page load does. */
function hydrate(element: React.ReactElement) {
  container.innerHTML = serverMarkup(element);
  act(() => {
    root = hydrateRoot(container, element);
  });
}

test('the server markup stays as it was and nothing inside it is hydrated', () => {
  const before = serverMarkup(<Card price="$10" onAdd={() => {}} />);
  hydrate(<Card price="$10" onAdd={() => {}} />);
  expect(container.innerHTML).toBe(before);
  const article = container.querySelector('article');
  expect(hydrated(article)).toBe(true);
  expect(hydrated(container.querySelector('h3'))).toBe(false);
  expect(hydrated(container.querySelector('button'))).toBe(false);
  expect(container.querySelector('[data-testid="price"]')?.textContent).toBe('$10');
});

test('a tap on a control makes the part live, and the live control gets the focus and the tap', () => {
  const onAdd = jest.fn();
  hydrate(<Card price="$10" onAdd={onAdd} />);
  act(() => container.querySelector<HTMLButtonElement>('button.add')!.click());
  const button = container.querySelector<HTMLButtonElement>('button.add');
  expect(hydrated(button)).toBe(true);
  expect(onAdd).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(button);
  // Live from then on: the next tap goes straight to the control.
  act(() => button!.click());
  expect(onAdd).toHaveBeenCalledTimes(2);
});

test('a tap elsewhere in the part leaves it kept', () => {
  hydrate(<Card price="$10" onAdd={() => {}} />);
  act(() => container.querySelector<HTMLElement>('h3')!.click());
  expect(hydrated(container.querySelector('h3'))).toBe(false);
});

test('new inputs after hydration render the part for real', () => {
  function Page() {
    const [price, setPrice] = useState('$10');
    return (
      <>
        <button type="button" id="currency" onClick={() => setPrice('€9')}>
          Euro
        </button>
        <Card price={price} onAdd={() => {}} />
      </>
    );
  }
  hydrate(<Page />);
  act(() => container.querySelector<HTMLButtonElement>('#currency')!.click());
  expect(container.querySelector('[data-testid="price"]')?.textContent).toBe('€9');
  expect(container.querySelectorAll('article')).toHaveLength(1);
  expect(hydrated(container.querySelector('h3'))).toBe(true);
});

test('the same inputs again leave it kept', () => {
  function Page() {
    const [count, setCount] = useState(0);
    return (
      <>
        <button type="button" id="again" onClick={() => setCount(count + 1)}>
          {count}
        </button>
        <Card price="$10" onAdd={() => {}} />
      </>
    );
  }
  hydrate(<Page />);
  act(() => container.querySelector<HTMLButtonElement>('#again')!.click());
  expect(container.querySelector('#again')?.textContent).toBe('1');
  expect(hydrated(container.querySelector('h3'))).toBe(false);
  expect(container.querySelector('h3')?.textContent).toBe('Kettle');
});

test('mounted in the browser without server markup (a client-side navigation), it renders for real', () => {
  act(() => {
    root = createRoot(container);
    root.render(<Card price="$10" onAdd={() => {}} />);
  });
  expect(container.querySelector('h3')?.textContent).toBe('Kettle');
  expect(hydrated(container.querySelector('button'))).toBe(true);
});
