// Sessions (next-auth v5). The backend's bearer token lives only inside the encrypted, httpOnly
// session cookie: the session object the browser can read carries the user, never the token.
// A session is made from a backend token, which is checked against GET /profile first, so the
// credentials endpoint cannot be used to mint a session for a made-up token.
import NextAuth, { type User } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import type { User as BackendUser } from '@/lib/api/schemas/account';
import { apiFor } from '@/lib/api/server';
import { currentLocales } from '@/lib/i18n/locales';
import { backendSignIn, crossSiteCheckCookies, isSocialProvider, socialProviders } from './social-sign-in';
import { looksLikeBackendToken } from './token-format';

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

/** The next-auth user of a backend account: what the JWT keeps, whichever way the shopper signed in. */
function sessionUserOf(user: BackendUser, token: string): User {
  const profile: SessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    profile_photo: user.profile_photo,
    affiliation_balance: user.affiliation_balance,
  };
  return { id: String(user.id), name: user.name, email: user.email, image: null, backendToken: token, profile };
}

async function userForBackendToken(token: string): Promise<User | null> {
  if (!looksLikeBackendToken(token)) return null;
  try {
    const answer = await apiFor(currentLocales().defaultLocale, token).profile();
    return sessionUserOf(answer.user, token);
  } catch {
    return null;
  }
}

export const { handlers, auth, signIn, signOut, unstable_update: updateSession } = NextAuth({
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_DAYS * 86_400 },
  // Failed social sign-ins come back to the shop, never to next-auth's own pages (docs/adr/0007).
  pages: { signIn: '/api/session/social', error: '/api/session/social' },
  cookies: crossSiteCheckCookies(),
  providers: [
    Credentials({
      id: 'backend-token',
      credentials: { token: {} },
      authorize: async (credentials) => userForBackendToken(String(credentials?.token ?? '')),
    }),
    ...socialProviders(),
  ],
  callbacks: {
    async signIn({ user, account }) {
      if (!account || !isSocialProvider(account.provider)) return true;
      const answer = await backendSignIn(account.provider, account, user);
      if (!answer) return false;
      // Without a database adapter next-auth hands this same object to the jwt callback: from
      // here on the session is made exactly as for a password sign-in.
      Object.assign(user, sessionUserOf(answer.user, answer.token));
      return true;
    },
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
