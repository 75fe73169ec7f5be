import { Button, Card, Space } from 'antd';
import { useCurrentProject, useUserProjects } from '@/app/currentProject';
import { useHasPerm } from '@/shared/crud';
import { RequireProject } from '../shared/RequireProject';
import { SettingsBody, useSettings } from '../shared/SettingsForm';
import { T as Shared } from '../shared/texts';
import { siteSettingSpec } from './settingSpecs';
import { S } from './texts';

function SiteSettings({ projectId }: { projectId: string }) {
  const has = useHasPerm();
  const canSave = has('projectSetting:save');
  const { form, query, save, reset, busy } = useSettings(siteSettingSpec, projectId);
  const { data: projects } = useUserProjects();
  const name = projects?.find((p) => p.id === projectId)?.name;
  return (
    <Card variant="borderless" title={name ? `${S.settingTitle} — ${name}` : S.settingTitle}
      extra={canSave && (
        <Space>
          <Button onClick={reset}>{Shared.reset}</Button>
          <Button type="primary" loading={busy} disabled={!query.data} onClick={() => void save()}>{Shared.save}</Button>
        </Space>
      )}>
      <div style={{ maxWidth: 760 }}>
        <SettingsBody spec={siteSettingSpec} form={form} query={query} canSave={canSave} />
      </div>
    </Card>
  );
}

/** 项目设置 (site/project/setting): the site rules of the project chosen in the header. */
export default function ProjectSettingPage() {
  const projectId = useCurrentProject((s) => s.projectId);
  return <RequireProject>{(id) => <SiteSettings key={projectId} projectId={id} />}</RequireProject>;
}
