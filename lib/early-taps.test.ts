/** @jest-environment jsdom */
import { takeOverTaps } from './early-taps';

type TapWindow = Window & { __shopReady?: boolean; __shopTap?: HTMLElement | null };

describe('taking over taps made before hydration', () => {
  afterEach(() => {
    const state = window as TapWindow;
    delete state.__shopReady;
    delete state.__shopTap;
    document.body.innerHTML = '';
  });

  it('carries out the kept tap once, and marks the page ready', () => {
    const button = document.createElement('button');
    document.body.append(button);
    const clicks = jest.fn();
    button.addEventListener('click', clicks);
    (window as TapWindow).__shopTap = button;
    takeOverTaps();
    takeOverTaps();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect((window as TapWindow).__shopReady).toBe(true);
  });

  it('drops a tap whose button has left the page or been disabled', () => {
    const gone = document.createElement('button');
    const clicks = jest.fn();
    gone.addEventListener('click', clicks);
    (window as TapWindow).__shopTap = gone;
    takeOverTaps();
    const disabled = document.createElement('button');
    disabled.disabled = true;
    document.body.append(disabled);
    disabled.addEventListener('click', clicks);
    (window as TapWindow).__shopTap = disabled;
    takeOverTaps();
    expect(clicks).not.toHaveBeenCalled();
  });
});
