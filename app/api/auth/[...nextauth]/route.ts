import type { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth/auth';
import { withRequestedUrl } from '@/lib/auth/requested-url';
import { POST as backendPost } from '../../[[...route]]/route';

/**
 * POST /api/auth/{provider}/token is the contract's sign-in with a provider's token (native
 * clients): the backend's, not next-auth's, though next-auth's folder holds every /api/auth path.
 * next-auth has no action named "token".
 */
const PROVIDER_TOKEN = /^\/api\/auth\/[^/]+\/token\/?$/;

// next-auth answers with the browser's own address (social sign-in return addresses and cookies).
export const GET = async (request: NextRequest) => handlers.GET(await withRequestedUrl(request));
export const POST = async (request: NextRequest) =>
  PROVIDER_TOKEN.test(request.nextUrl.pathname) ? backendPost(request) : handlers.POST(await withRequestedUrl(request));
