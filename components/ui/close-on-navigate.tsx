'use client';
// Closes a native popover (a drawer of links) when the page it leads to arrives: a layout keeps
// its elements across client navigations, popover state included.
import { useEffect } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

export function CloseOnNavigate({ id }: { id: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const element = document.getElementById(id);
    if (element?.matches(':popover-open')) element.hidePopover();
  }, [pathname, id]);
  return null;
}
