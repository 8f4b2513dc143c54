/** @jest-environment jsdom */
import { loadWhenOnline } from './load-when-online';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
}

describe('loadWhenOnline', () => {
  afterEach(() => setOnline(true));

  it('waits for the connection when the code could not be fetched offline, then loads it', async () => {
    setOnline(false);
    let calls = 0;
    const load = jest.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('ChunkLoadError');
      return 'module';
    });
    let settled = false;
    const loaded = loadWhenOnline(load).then((value) => ((settled = true), value));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves any other failure to the caller', async () => {
    await expect(loadWhenOnline(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
  });
});
