import { useQuery } from '@tanstack/react-query';
import { categorySource } from './options';

/** A category's name from its id (the category list is cached once for the page). */
export function CategoryName({ id }: { id: unknown }) {
  const q = useQuery({ queryKey: categorySource.queryKey, queryFn: () => categorySource.load({}), staleTime: 60_000 });
  if (id === null || id === undefined || id === '') return <>-</>;
  return <>{q.data?.find((c) => c.value === String(id))?.label ?? '-'}</>;
}
