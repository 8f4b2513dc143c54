import type { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth/auth';
import { withRequestedUrl } from '@/lib/auth/requested-url';

// next-auth answers with the browser's own address (social sign-in return addresses and cookies).
export const GET = async (request: NextRequest) => handlers.GET(await withRequestedUrl(request));
export const POST = async (request: NextRequest) => handlers.POST(await withRequestedUrl(request));
