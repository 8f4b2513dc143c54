'use client';
// GET /countries for the dialogs that ask for a country (register, forgot password). The list is
// the same for everyone and hardly changes, so the page's query cache keeps it once read.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { countriesQuery } from '@/lib/account/queries';
import type { Country } from '@/lib/api/schemas/settings';
import { getQueryClient } from '@/lib/query/client';

const NONE: Country[] = [];

/** The countries, read when a dialog that needs them first opens; a failure is said in a toast. */
export function useCountries(open: boolean, failedMessage: string): Country[] {
  // The dialogs are rendered by the header, outside any <QueryIsland>: the page's one cache is
  // named here instead.
  const { data, isError, errorUpdatedAt } = useQuery({ ...countriesQuery(), enabled: open }, getQueryClient());
  useEffect(() => {
    if (isError) toast.error(failedMessage);
  }, [isError, errorUpdatedAt, failedMessage]);
  return data ?? NONE;
}
