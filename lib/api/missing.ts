import { ApiError } from './core';

/** The answer of a call for one thing by id or slug, or null when the backend has no such thing. */
export async function unlessMissing<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
