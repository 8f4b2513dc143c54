// A small seeded random source: one number (the seed) replays a whole fuzz run request for request.

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }

  /** mulberry32: tiny, fast and good enough to pick inputs; not for secrets. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight: `[[3, 'a'], [1, 'b']]` gives 'a' three times as often. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let at = this.next() * total;
    for (const [weight, value] of choices) {
      at -= weight;
      if (at < 0) return value;
    }
    return choices[choices.length - 1][1];
  }

  word(min = 1, max = 12): string {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let text = '';
    for (let n = this.int(min, max); n > 0; n -= 1) text += letters[this.int(0, letters.length - 1)];
    return text;
  }
}

/** A fresh seed, shown in the output so that a failing run can be replayed with FUZZ_SEED. */
export function seedOf(env: string | undefined): number {
  const given = Number(env);
  return Number.isInteger(given) && given > 0 ? given : Math.floor(Math.random() * 2 ** 31) + 1;
}
