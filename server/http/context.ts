// What every request carries once the first middlewares have run.
import type { Db } from '@/server/db/client';
import type { Words } from '@/server/words';

export interface AppEnv {
  Variables: {
    db: Db;
    /** Catalogue reads: a read replica when one is configured (DATABASE_REPLICA_URL), else `db`. */
    catalogDb: Db;
    /** Primary language subtag of Accept-Language, e.g. "ar". */
    locale: string;
    /** The backend's words in that language (server/words.ts). */
    words: Words;
  };
}
