import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import { issuePeople, type SitePerson } from '@/api/modules/site';
import { CrudPage, TreeSidebarLayout, type ResourceDef } from '@/shared/crud';
import { faceModal } from '../shared/FaceModal';
import { peopleFields } from '../shared/peopleFields';
import { TEAM_LIST_KEY, teamTreeSource } from '../shared/sources';
import { TeamTools } from './TeamTools';
import { T } from './texts';

/** 班组人员 of one team: its workers with their photos, import into the team, 下发 to the face terminals. */
export function teamPersonDef(teamId: string): ResourceDef<SitePerson> {
  return {
    name: 'teamPerson',
    title: T.title,
    api: { detail: true, export: true },
    detail: true,
    formLayout: 'drawer',
    formColumns: 2,
    formWidth: 760,
    columns: peopleFields('teamPerson'),
    rowActions: [
      { key: 'face', text: T.face, perm: 'teamPerson:picture', modal: faceModal('teamPerson') },
      {
        key: 'issue', text: T.issue, perm: 'teamPerson:issue', show: (row) => row.hasFace && !row.blacklisted,
        confirm: (row) => T.confirmIssueOne(row.name), run: (row) => issuePeople([row.id]),
      },
    ],
    toolbarExtra: (ctx) => <TeamTools teamId={teamId} ctx={ctx} />,
    onChanged: (qc) => void qc.invalidateQueries({ queryKey: TEAM_LIST_KEY }),
  };
}

function TeamPeople({ teamId }: { teamId: string }) {
  const def = useMemo(() => teamPersonDef(teamId), [teamId]);
  return <CrudPage key={teamId} def={def} params={{ teamId }} addDefaults={{ teamId }} />;
}

export default function TeamPersonPage() {
  return (
    <TreeSidebarLayout source={teamTreeSource} testId="team-sidebar">
      {(teamId) => (teamId ? <TeamPeople teamId={teamId} /> : (
        <Card variant="borderless"><Empty description={T.pickTeam} /></Card>
      ))}
    </TreeSidebarLayout>
  );
}
