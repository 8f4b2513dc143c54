'use client';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { browserRequest } from '@/lib/api/browser';
import type { Country } from '@/lib/api/schemas/settings';

/** GET /countries, loaded once when a dialog that needs it first opens. */
export function useCountries(open: boolean, failedMessage: string): Country[] {
  const [countries, setCountries] = useState<Country[]>([]);
  useEffect(() => {
    if (!open || countries.length > 0) return;
    browserRequest<{ countries: Country[] }>({ path: '/countries' })
      .then(({ data }) => setCountries(data.countries))
      .catch(() => toast.error(failedMessage));
  }, [open, countries.length, failedMessage]);
  return countries;
}
