import type { Db } from '../client';

export interface SeedOptions {
  /** Where generated images are written; null skips writing files (tests). */
  mediaDir: string | null;
  /** Number of products; 300 by default, 100000+ for scale tests. */
  products?: number;
  /** Seed of the pseudo-random generator; the same seed gives the same data. */
  randomSeed?: number;
}

export async function seed(_db: Db, _options: SeedOptions): Promise<void> {
  throw new Error('seed not implemented yet');
}
