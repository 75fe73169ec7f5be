import type { Enterprise } from '@/api/modules/project';
import { CrudPage } from '@/shared/crud';
import { RequireProject } from '../shared/RequireProject';
import { subEnterpriseDef } from './enterpriseDef';

/** 分包单位 (site/enterprise/sub). */
export default function SubEnterprisePage() {
  return <RequireProject>{() => <CrudPage<Enterprise> def={subEnterpriseDef} />}</RequireProject>;
}
