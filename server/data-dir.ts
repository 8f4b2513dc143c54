// Where the shop keeps its files: the embedded database and the media (demo pictures, uploads'
// resized copies). DATA_DIR, else `.data` in the working folder.
import path from 'node:path';
import { config } from '@/server/config';

/** Folder for the embedded database and generated media. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ config.dataDir());
}

export function mediaDir(): string {
  return path.join(dataDir(), 'media');
}
