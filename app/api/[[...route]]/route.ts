import { app } from '@/server/app';

// The built-in backend (a Hono app) answers every /api call except next-auth's own routes.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const handle = (request: Request) => app.fetch(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
