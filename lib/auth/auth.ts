// Sessions (next-auth v5). The backend's bearer token lives only inside the encrypted, httpOnly
// session cookie: the session object the browser can read carries the user, never the token.
// A session is made from a backend token, which is checked against GET /profile first, so the
// credentials endpoint cannot be used to mint a session for a made-up token.
import NextAuth, { type User } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { apiFor } from '@/lib/api/server';
import { routing } from '@/lib/i18n/routing';

export interface SessionUser {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  profile_photo: string | null;
  affiliation_balance: string | null;
}

declare module 'next-auth' {
  interface User {
    backendToken?: string;
    profile?: SessionUser;
  }
  interface Session {
    profile?: SessionUser;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    backendToken?: string;
    profile?: SessionUser;
  }
}

const SESSION_DAYS = 30;

async function userForBackendToken(token: string): Promise<User | null> {
  if (!/^[\w.~+/=-]{16,512}$/.test(token)) return null;
  try {
    const answer = await apiFor(routing.defaultLocale, token).profile();
    const user = answer.user;
    const profile: SessionUser = {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      profile_photo: user.profile_photo,
      affiliation_balance: user.affiliation_balance,
    };
    return { id: String(user.id), name: user.name, email: user.email, backendToken: token, profile };
  } catch {
    return null;
  }
}

export const { handlers, auth, signIn, signOut, unstable_update: updateSession } = NextAuth({
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_DAYS * 86_400 },
  pages: { signIn: '/' },
  providers: [
    Credentials({
      id: 'backend-token',
      credentials: { token: {} },
      authorize: async (credentials) => userForBackendToken(String(credentials?.token ?? '')),
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (user?.backendToken) {
        token.backendToken = user.backendToken;
        token.profile = user.profile;
      } else if (trigger === 'update' && token.backendToken) {
        // The shopper changed their profile: the copy in the cookie is read again from the
        // backend with the session's own token. Anything the browser sent along is ignored.
        const fresh = await userForBackendToken(token.backendToken);
        if (fresh?.profile) token.profile = fresh.profile;
      }
      return token;
    },
    session({ session, token }) {
      // Only the profile reaches the browser; the backend token stays in the cookie.
      return { ...session, profile: token.profile };
    },
  },
});
