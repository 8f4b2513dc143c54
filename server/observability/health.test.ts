import { readiness, registerCheck, setServerState, Starting } from './health';

describe('readiness', () => {
  afterEach(() => setServerState('starting'));

  it('is ready only while serving with every check ok or off', async () => {
    registerCheck('a', async () => 'ok');
    registerCheck('b', async () => 'off');
    setServerState('serving');
    expect(await readiness()).toEqual({ status: 'ready', checks: { a: 'ok', b: 'off' } });
  });

  it('names the failing check', async () => {
    registerCheck('a', async () => {
      throw new Error('connection refused');
    });
    setServerState('serving');
    expect(await readiness()).toMatchObject({ status: 'unavailable', checks: { a: 'connection refused' } });
  });

  it('says starting while a part is still starting, and draining once the server drains', async () => {
    registerCheck('a', async () => {
      throw new Starting();
    });
    setServerState('serving');
    expect((await readiness()).status).toBe('starting');
    registerCheck('a', async () => 'ok');
    setServerState('draining');
    expect((await readiness()).status).toBe('draining');
  });

  it('counts a check that does not answer in time as failed', async () => {
    jest.useFakeTimers();
    try {
      registerCheck('a', () => new Promise(() => undefined));
      setServerState('serving');
      const pending = readiness();
      await jest.advanceTimersByTimeAsync(2100);
      expect(await pending).toMatchObject({ status: 'unavailable', checks: { a: 'no answer in 2000 ms' } });
    } finally {
      jest.useRealTimers();
    }
  });
});
