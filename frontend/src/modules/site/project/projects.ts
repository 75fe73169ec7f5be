import { useCurrentProject } from '@/app/currentProject';
import type { UserProject } from '@/api/types';
import { KEYS, storage } from '@/shared/utils/storage';

export { USER_PROJECTS_KEY, useUserProjects } from '@/app/currentProject';

/** The chosen project as stored (what every request carries). */
export function currentProjectId(): string | null {
  const id = storage.get<string | number>(KEYS.CURRENT_PROJECT);
  return id === null || id === undefined || id === '' ? null : String(id);
}

/** Makes `id` the chosen project: every open screen loads again for it. */
export function switchProject(id: string): void {
  useCurrentProject.getState().choose(id);
}

/** The project in use: the stored one when the user still belongs to it. */
export function currentProject(projects: readonly UserProject[] | undefined): UserProject | null {
  const id = currentProjectId();
  return (id && projects?.find((p) => String(p.id) === id)) || null;
}
