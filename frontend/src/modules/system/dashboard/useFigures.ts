import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/api/modules/result';
import type { Envelope } from '@/api/types';

/** One dashboard's figures (the server caches them for about 30 s; refetching sooner gains nothing). */
export function useFigures<T>(name: string, fetch: () => Promise<Envelope<T>>, refetchInterval?: number) {
  return useQuery({
    queryKey: ['sysDashboard', name],
    queryFn: () => unwrap(fetch()),
    staleTime: 15_000,
    refetchInterval,
  });
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Per-slot totals of two series of the same length. */
export const add = (a: readonly number[], b: readonly number[]) => a.map((v, i) => v + (b[i] ?? 0));

/** Failures among all, as a share (0 when there is nothing). */
export const failShare = (failed: number, total: number) => (total > 0 ? failed / total : 0);
