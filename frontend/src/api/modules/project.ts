import { http } from '@/api/http';
import type { UserProject } from '@/api/types';

/** The projects the signed-in user belongs to. */
export const getUserProjects = () => http.get<UserProject[]>('/project/getUserProjects');
