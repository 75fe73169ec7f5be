import type { SitePerson } from '@/api/modules/site';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { faceModal } from '../shared/FaceModal';
import { peopleFields } from '../shared/peopleFields';
import { personDrawer } from '../shared/PersonDrawer';
import { T } from './texts';

/** 人员: the project's management staff (项目经理, 安全员, ...) as real-name records. */
export const personDef: ResourceDef<SitePerson> = {
  name: 'person',
  title: T.title,
  api: { detail: true, export: true },
  detail: true,
  detailView: personDrawer('person'),
  formLayout: 'drawer',
  formColumns: 2,
  formWidth: 760,
  columns: peopleFields('person'),
  rowActions: [
    { key: 'face', text: T.face, perm: 'person:face', modal: faceModal('person') },
  ],
};

export default function PersonPage() {
  return <CrudPage def={personDef} />;
}
