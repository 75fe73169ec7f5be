import type { Project } from '@/api/modules/project';
import { CrudPage } from '@/shared/crud';
import { projectDef } from './projectDef';

/** 项目列表 (site/project/index). */
export default function ProjectPage() {
  return <CrudPage<Project> def={projectDef} />;
}
