import { useQuery } from '@tanstack/react-query';
import { getUserProjects } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import type { UserProject } from '@/api/types';
import { pageReload } from '@/app/reload';
import { KEYS, storage } from '@/shared/utils/storage';

export const USER_PROJECTS_KEY = ['project', 'getUserProjects'] as const;

/** The user's projects (cached in USER_PROJECT for the other screens of the shell). */
export function useUserProjects() {
  return useQuery({
    queryKey: USER_PROJECTS_KEY,
    queryFn: async () => {
      const list = await unwrap(getUserProjects());
      storage.set(KEYS.USER_PROJECT, list);
      return list ?? [];
    },
    initialData: () => storage.get<UserProject[]>(KEYS.USER_PROJECT) ?? undefined,
    initialDataUpdatedAt: 0,
  });
}

export function currentProjectId(): string | null {
  const id = storage.get<string | number>(KEYS.CURRENT_PROJECT);
  return id === null || id === undefined || id === '' ? null : String(id);
}

/** Stores the chosen project and reloads, so every request carries the new projectId (spec 4.2). */
export function switchProject(id: string): void {
  storage.set(KEYS.CURRENT_PROJECT, id);
  pageReload.reload();
}

/** The project in use: the stored one when the user still belongs to it. */
export function currentProject(projects: readonly UserProject[] | undefined): UserProject | null {
  const id = currentProjectId();
  return (id && projects?.find((p) => String(p.id) === id)) || null;
}
