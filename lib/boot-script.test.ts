import { createHash } from 'node:crypto';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from './boot-script';

function run(cookie: string, defaultCurrency = 'USD') {
  const dataset: Record<string, string> = { defaultCurrency };
  const document = { cookie, documentElement: { dataset } };
  const timers: (() => void)[] = [];
  new Function('document', 'setTimeout', BOOT_SCRIPT)(document, (callback: () => void) => timers.push(callback));
  return { dataset, timers };
}

describe('boot script', () => {
  it('is allowed by the hash the Content-Security-Policy lists', () => {
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
  });

  it('marks a signed-in visitor from the hint cookie, and nobody else', () => {
    expect(run('currency=USD; shop_viewer=1').dataset.viewer).toBe('user');
    expect(run('shop_viewer=0').dataset.viewer).toBeUndefined();
    expect(run('xshop_viewer=1').dataset.viewer).toBeUndefined();
    expect(run('').dataset.viewer).toBeUndefined();
  });

  it('hides prices only when the chosen currency is not the one the page was rendered in, for at most a moment', () => {
    expect(run('currency=USD').dataset.currencyPending).toBeUndefined();
    expect(run('').dataset.currencyPending).toBeUndefined();
    const chosen = run('a=b; currency=EUR');
    expect(chosen.dataset.currencyPending).toBe('');
    chosen.timers.forEach((callback) => callback());
    expect(chosen.dataset.currencyPending).toBeUndefined();
    expect(run('currency=%E2%82%AC', '€').dataset.currencyPending).toBeUndefined();
  });

  it('keeps the last tap on a button until the page takes over, and lets links, submits and later taps through', () => {
    let listener: ((event: unknown) => void) | null = null;
    const document = { cookie: '', documentElement: { dataset: {} }, addEventListener: (type: string, handler: (event: unknown) => void, capture: boolean) => type === 'click' && capture && (listener = handler) };
    const window: Record<string, unknown> = {};
    new Function('document', 'setTimeout', 'window', BOOT_SCRIPT)(document, () => undefined, window);
    const tap = (button: { type: string; disabled?: boolean } | null) => {
      const event = { target: { closest: () => button }, prevented: false, stopped: false, preventDefault() { this.prevented = true; }, stopImmediatePropagation() { this.stopped = true; } };
      listener!(event);
      return event;
    };
    const add = { type: 'button' };
    expect(tap(add)).toMatchObject({ prevented: true, stopped: true });
    expect(window.__shopTap).toBe(add);
    expect(tap(null)).toMatchObject({ prevented: false, stopped: false });
    expect(tap({ type: 'submit' })).toMatchObject({ prevented: false });
    expect(tap({ type: 'button', disabled: true })).toMatchObject({ prevented: false });
    window.__shopReady = true;
    expect(tap({ type: 'button' })).toMatchObject({ prevented: false, stopped: false });
    expect(window.__shopTap).toBe(add);
  });
});
