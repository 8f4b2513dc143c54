// When the header search asks for suggestions: a short pause after the last key press, one
// request at a time (the previous one is aborted), and only the answer to the latest text is
// ever handed on, so an old answer arriving late never replaces a newer one.

export const SUGGEST_DELAY_MS = 150;

export interface FetcherOptions<T> {
  /** Fetches the suggestions for `query`; `signal` aborts it when a newer text comes. */
  load(query: string, signal: AbortSignal): Promise<T>;
  /** The answer for the latest query. */
  onAnswer(query: string, answer: T): void;
  /** Whether an answer is awaited (from the first key press of a query until its answer). */
  onPending?(pending: boolean): void;
  delay?: number;
}

export interface SuggestionFetcher {
  /** Asks for `query` after the pause; asking again for the awaited or answered query does nothing. */
  request(query: string): void;
  /** Stops the pause or the request under way and forgets the query: the next request asks again. */
  cancel(): void;
}

export function createSuggestionFetcher<T>({ load, onAnswer, onPending = () => {}, delay = SUGGEST_DELAY_MS }: FetcherOptions<T>): SuggestionFetcher {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;
  /** The query asked for last (awaited or answered), or null. */
  let current: string | null = null;

  function stop(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
  }

  function run(query: string): void {
    timer = null;
    const mine = new AbortController();
    controller = mine;
    const latest = () => controller === mine && !mine.signal.aborted;
    load(query, mine.signal).then(
      (answer) => {
        if (!latest()) return;
        controller = null;
        onPending(false);
        onAnswer(query, answer);
      },
      () => {
        // A failed load leaves the earlier answer on show; the next key press tries again.
        if (!latest()) return;
        controller = null;
        current = null;
        onPending(false);
      },
    );
  }

  return {
    request(query) {
      if (query === current) return;
      stop();
      current = query;
      onPending(true);
      timer = setTimeout(() => run(query), delay);
    },
    cancel() {
      const awaited = timer !== null || controller !== null;
      stop();
      current = null;
      if (awaited) onPending(false);
    },
  };
}
