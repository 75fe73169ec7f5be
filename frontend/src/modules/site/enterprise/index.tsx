import type { Enterprise } from '@/api/modules/project';
import { CrudPage } from '@/shared/crud';
import { RequireProject } from '../shared/RequireProject';
import { enterpriseDef } from './enterpriseDef';

/** 参建单位 (site/enterprise/index). */
export default function EnterprisePage() {
  return <RequireProject>{() => <CrudPage<Enterprise> def={enterpriseDef} />}</RequireProject>;
}
