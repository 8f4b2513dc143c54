// Sign-up for the Register dialog: the backend creates the account (its field errors come back
// as they are), then the new account is signed in like a login (docs/adr/0006).
import { openSession, readJsonBody } from '@/lib/auth/session-route';

export const dynamic = 'force-dynamic';

const FIELDS = ['name', 'phone', 'email', 'password', 'country', 'phone_code', 'ref_id'] as const;

export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (body instanceof Response) return body;
  return openSession(request, '/registration', Object.fromEntries(FIELDS.map((key) => [key, body[key] ?? null])));
}
