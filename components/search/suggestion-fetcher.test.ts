import { SUGGEST_DELAY_MS, createSuggestionFetcher } from './suggestion-fetcher';

/** A load whose answers the test releases one by one, recording what was asked and aborted. */
function controlledLoad() {
  const calls: { query: string; signal: AbortSignal; answer(value: string): void; fail(): void }[] = [];
  const load = (query: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ query, signal, answer: resolve, fail: () => reject(new Error('unreachable')) });
    });
  return { calls, load };
}

function setup() {
  const { calls, load } = controlledLoad();
  const answers: [string, string][] = [];
  const pending: boolean[] = [];
  const fetcher = createSuggestionFetcher({ load, onAnswer: (query, answer) => answers.push([query, answer]), onPending: (value) => pending.push(value) });
  return { calls, answers, pending, fetcher };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the suggestion fetcher', () => {
  it('asks once the typing pauses, for the last text only', async () => {
    const { calls, answers, fetcher } = setup();
    fetcher.request('la');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS - 50);
    fetcher.request('lam');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS - 50);
    fetcher.request('lamp');
    expect(calls).toHaveLength(0);
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls.map((call) => call.query)).toEqual(['lamp']);
    calls[0].answer('lamps');
    await jest.runAllTimersAsync();
    expect(answers).toEqual([['lamp', 'lamps']]);
  });

  it('aborts the request under way when the text changes, and drops its late answer', async () => {
    const { calls, answers, fetcher } = setup();
    fetcher.request('la');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    fetcher.request('lamp');
    expect(calls[0].signal.aborted).toBe(true);
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    calls[1].answer('for lamp');
    await jest.runAllTimersAsync();
    // The older request answers last (its backend ignored the abort): it never replaces the newer.
    calls[0].answer('for la');
    await jest.runAllTimersAsync();
    expect(answers).toEqual([['lamp', 'for lamp']]);
  });

  it('asks nothing again for the text awaited or answered', async () => {
    const { calls, answers, fetcher } = setup();
    fetcher.request('lamp');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    fetcher.request('lamp');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    calls[0].answer('lamps');
    await jest.runAllTimersAsync();
    fetcher.request('lamp');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls).toHaveLength(1);
    expect(answers).toHaveLength(1);
  });

  it('cancel stops the pause and the request, and the next request asks again', async () => {
    const { calls, answers, pending, fetcher } = setup();
    fetcher.request('lamp');
    fetcher.cancel();
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls).toHaveLength(0);
    fetcher.request('lamp');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    fetcher.cancel();
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].answer('late');
    await jest.runAllTimersAsync();
    expect(answers).toEqual([]);
    expect(pending).toEqual([true, false, true, false]);
    fetcher.request('lamp');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    expect(calls).toHaveLength(2);
  });

  it('says when an answer is awaited, and lets a failed text be asked for again', async () => {
    const { calls, answers, pending, fetcher } = setup();
    fetcher.request('lamp');
    expect(pending).toEqual([true]);
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    calls[0].fail();
    await jest.runAllTimersAsync();
    expect(pending).toEqual([true, false]);
    expect(answers).toEqual([]);
    fetcher.request('lamp');
    jest.advanceTimersByTime(SUGGEST_DELAY_MS);
    calls[1].answer('lamps');
    await jest.runAllTimersAsync();
    expect(answers).toEqual([['lamp', 'lamps']]);
    expect(pending).toEqual([true, false, true, false]);
  });
});
