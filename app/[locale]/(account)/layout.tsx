import type { ReactNode } from 'react';
import { AccountSidebar } from '@/components/account/account-sidebar';
import { ShopChrome } from '@/components/layout/shop-chrome';
import { IslandMessages } from '@/components/providers/island-messages';
import { getMaster } from '@/lib/api/server';
import { auth } from '@/lib/auth/auth';
import { offers } from '@/lib/features';

// The account layout: sidebar beside the page. middleware.ts sends signed-out visitors to /
// before any of this renders. Personal: rendered for each request, never cached (docs/adr/0013).
export const dynamic = 'force-dynamic';
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [session, master] = await Promise.all([auth(), getMaster()]);
  return (
    <IslandMessages set="personal">
      <ShopChrome footer="account">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[16rem_1fr]">
          <AccountSidebar user={session?.profile ?? null} alerts={offers(master, 'alerts')} />
          <main className="min-w-0">{children}</main>
        </div>
      </ShopChrome>
    </IslandMessages>
  );
}
