import { ApiError } from './core';

/**
 * The answer of a call for one thing by id or slug, or null when the backend has no such thing
 * (404, or the 422 of a validation rule `exists`). `alsoMissing` names other statuses a call's
 * backend uses for it (the original answers an unknown blog post with 400).
 */
export async function unlessMissing<T>(call: () => Promise<T>, alsoMissing: number[] = []): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422 || alsoMissing.includes(error.status))) return null;
    throw error;
  }
}
