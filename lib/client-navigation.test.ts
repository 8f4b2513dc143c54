/** @jest-environment jsdom */
import { navigateMarkedLinks } from './client-navigation';

function setUp(html: string) {
  document.body.innerHTML = html;
  const push = jest.fn();
  const stop = navigateMarkedLinks(push);
  const click = (selector: string, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };
  return { push, stop, click };
}

describe('plain links opened by the router', () => {
  it('opens a marked link inside the app with its query and fragment, instead of loading a page', () => {
    const { push, click, stop } = setUp('<a id="a" data-nav href="/products/1/details?tab=2#reviews"><span id="inner">Shoe</span></a>');
    const event = click('#inner');
    expect(push).toHaveBeenCalledWith('/products/1/details', '?tab=2#reviews');
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('leaves to the browser what next/link would: other tabs, modified clicks, downloads, other origins and API routes', () => {
    const { push, click, stop } = setUp(`
      <a id="blank" data-nav target="_blank" href="/a"></a>
      <a id="download" data-nav download href="/b"></a>
      <a id="other" data-nav href="https://elsewhere.example/c"></a>
      <a id="api" data-nav href="/api/products"></a>
      <a id="plain" href="/d"></a>`);
    const events = [click('#blank'), click('#download'), click('#other'), click('#api'), click('#plain'), click('#plain', { ctrlKey: true })];
    const modified = setUp('<a id="m" data-nav href="/e"></a>');
    events.push(modified.click('#m', { metaKey: true }), modified.click('#m', { button: 1 }));
    expect(push).not.toHaveBeenCalled();
    expect(modified.push).not.toHaveBeenCalled();
    expect(events.every((event) => !event.defaultPrevented)).toBe(true);
    stop();
    modified.stop();
  });

  it('lets an anchor within the page scroll, and respects a handler that already took the click', () => {
    window.history.replaceState(null, '', '/blogs');
    const { push, click, stop } = setUp('<a id="hash" data-nav href="/blogs#latest"></a><a id="taken" data-nav href="/shops"></a>');
    document.querySelector('#taken')!.addEventListener('click', (event) => event.preventDefault());
    click('#hash');
    click('#taken');
    expect(push).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when stopped', () => {
    const { push, click, stop } = setUp('<a id="a" data-nav href="/shops"></a>');
    stop();
    click('#a');
    expect(push).not.toHaveBeenCalled();
  });
});
