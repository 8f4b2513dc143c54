// Who is looking at a page that is the same for everyone: the session cookie is httpOnly, so a
// readable companion cookie says "signed in" to the script that runs before first paint
// (lib/boot-script.ts). It holds no name and no token; the header reads the real session from
// /api/auth/session after hydration. middleware.ts and stores/viewer.ts keep it in step.
export const VIEWER_HINT_COOKIE = 'shop_viewer';

/** A year, like the currency cookie; it is dropped as soon as the session is found gone. */
export const VIEWER_HINT_MAX_AGE = 365 * 86_400;
