import { unblacklistWorker, type SitePerson } from '@/api/modules/site';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { BlacklistModal } from '../shared/BlacklistModal';
import { peopleFields } from '../shared/peopleFields';
import { personDrawer } from '../shared/PersonDrawer';
import { TEAM_LIST_KEY } from '../shared/sources';
import { T as P } from '../shared/texts';
import { T } from './texts';

/** 工人: the project's construction workers, with 拉黑 / 解除黑名单 and the detail drawer. */
export const workerDef: ResourceDef<SitePerson> = {
  name: 'worker',
  title: T.title,
  api: { detail: true, export: true },
  detail: true,
  detailView: personDrawer('worker'),
  actionWidth: 250,
  formLayout: 'drawer',
  formColumns: 2,
  formWidth: 760,
  columns: peopleFields('worker'),
  rowActions: [
    { key: 'blacklist', text: P.blacklist, perm: 'worker:blacklist', danger: true, show: (row) => !row.blacklisted, modal: BlacklistModal },
    {
      key: 'unblacklist', text: P.unblacklist, perm: 'worker:unblacklist', show: (row) => row.blacklisted,
      confirm: (row) => P.confirmUnblacklist(row.name), run: (row) => unblacklistWorker(row.id), successText: P.unblacklistOk,
    },
  ],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: TEAM_LIST_KEY }),
};

export default function WorkerPage() {
  return <CrudPage def={workerDef} />;
}
