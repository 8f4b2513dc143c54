// What every request carries once the first middlewares have run.
import type { Db } from '@/server/db/client';

export interface AppEnv {
  Variables: {
    db: Db;
    /** Primary language subtag of Accept-Language, e.g. "ar". */
    locale: string;
  };
}
