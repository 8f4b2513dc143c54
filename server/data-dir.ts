// Where the shop keeps its files: the embedded database and the media (demo pictures, uploads'
// resized copies). DATA_DIR, else `.data` in the working folder.
import path from 'node:path';

/** Folder for the embedded database and generated media. */
export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || '.data');
}

export function mediaDir(): string {
  return path.join(dataDir(), 'media');
}
