// After the shopper changed their profile, the copy the session keeps (name, photo, phone for the
// header and the account sidebar) is read again from the backend with the session's own token
// (docs/adr/0006). The browser sends nothing but the request: it cannot choose what is stored.
import { auth, updateSession } from '@/lib/auth/auth';
import { fromThisShop } from '@/lib/auth/backend-token';

export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  if (!fromThisShop(request)) return Response.json({ message: 'Cross-site requests are not allowed.' }, { status: 403 });
  if (!(await auth())) return Response.json({ message: 'Unauthenticated.' }, { status: 401 });
  const session = await updateSession({});
  return Response.json({ message: 'Session updated', data: { user: session?.profile ?? null } });
}
