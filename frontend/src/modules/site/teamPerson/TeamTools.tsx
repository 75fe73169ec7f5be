import { CloudUploadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { errorMessage, http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { issuePeople, type SitePerson } from '@/api/modules/site';
import type { PageResult } from '@/api/types';
import { usePerm } from '@/app/access';
import { useFeedback } from '@/shared/components/useFeedback';
import { ImportModal, type CrudContext } from '@/shared/crud';
import { T } from './texts';

/** 导入 into the team (the import names its team) and 下发本班组 (everyone with a photo, not blacklisted). */
export function TeamTools({ teamId, ctx }: { teamId: string; ctx: CrudContext<SitePerson> }) {
  const canImport = usePerm('teamPerson:import');
  const canIssue = usePerm('teamPerson:issue');
  const { message, modal } = useFeedback();
  const [importing, setImporting] = useState(false);
  const [issuing, setIssuing] = useState(false);

  const issueTeam = async () => {
    setIssuing(true);
    try {
      const page = await unwrap(http.get<PageResult<SitePerson>>('/teamPerson/page', { teamId, pageSize: 1000 }));
      const ready = page.rows.filter((p) => p.hasFace && !p.blacklisted).map((p) => p.id);
      if (ready.length === 0) {
        void message.warning(T.issueNone);
        return;
      }
      modal.confirm({
        title: T.confirmIssue(ready.length, page.rows.length - ready.length),
        onOk: async () => {
          const count = await unwrap(issuePeople(ready));
          void message.success(T.issueOk(count));
          ctx.changed();
        },
      });
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setIssuing(false);
    }
  };

  return (
    <>
      {canImport && <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>{T.import}</Button>}
      {canIssue && (
        <Button icon={<CloudUploadOutlined />} loading={issuing} onClick={() => void issueTeam()}>{T.issueTeam}</Button>
      )}
      {canImport && (
        <ImportModal title={T.title} open={importing} importPath={`/teamPerson/import?teamId=${encodeURIComponent(teamId)}`}
          templatePath="/teamPerson/downloadImportTemplate" onClose={() => setImporting(false)}
          onImported={() => { setImporting(false); ctx.changed(); }} />
      )}
    </>
  );
}
