/**
 * The project chosen in the header: every request carries it as `projectId` (http.ts reads it from
 * storage), and choosing another one drops the cached answers of the previous project so that every
 * open screen loads again for the new one (the content area remounts its pages, see ContentArea).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { getUserProjects } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import type { UserProject } from '@/api/types';
import { KEYS, storage } from '@/shared/utils/storage';
import { queryClient as shellClient } from './queryClient';

export const USER_PROJECTS_KEY = ['project', 'getUserProjects'] as const;

/**
 * Heads of query keys whose answers are the same in every project: system administration (`sys…`),
 * form designs, and `project` (the user's projects and the project list, which the header's project
 * does not narrow). Anything else may be project data and is dropped on a switch.
 */
const PROJECT_FREE: readonly RegExp[] = [/^sys[A-Z]/, /^formDesign$/, /^project$/];

export function dependsOnProject(queryKey: QueryKey): boolean {
  const head = queryKey[0];
  return typeof head !== 'string' || !PROJECT_FREE.some((re) => re.test(head));
}

function storedProject(): string | null {
  const id = storage.get<string | number>(KEYS.CURRENT_PROJECT);
  return id === null || id === undefined || id === '' ? null : String(id);
}

interface CurrentProjectState {
  projectId: string | null;
  /** Makes `id` (or no project) the request context and forgets what was loaded for the previous one. */
  choose(id: string | null, client?: QueryClient): void;
}

export const useCurrentProject = create<CurrentProjectState>((set, get) => ({
  projectId: storedProject(),
  choose(id, client = shellClient) {
    if (id === get().projectId) return;
    if (id) storage.set(KEYS.CURRENT_PROJECT, id);
    else storage.remove(KEYS.CURRENT_PROJECT);
    client.removeQueries({ predicate: (query) => dependsOnProject(query.queryKey) });
    set({ projectId: id });
  },
}));

/** The user's projects (cached in USER_PROJECT for the screens that read it before it loads). */
export function useUserProjects(enabled = true) {
  return useQuery({
    queryKey: USER_PROJECTS_KEY,
    queryFn: async () => {
      const list = (await unwrap(getUserProjects())) ?? [];
      const projects = list.map((p) => ({ id: String(p.id), name: p.name }));
      storage.set(KEYS.USER_PROJECT, projects);
      return projects;
    },
    initialData: () => storage.get<UserProject[]>(KEYS.USER_PROJECT) ?? undefined,
    initialDataUpdatedAt: 0,
    enabled,
  });
}
