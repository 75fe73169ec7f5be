import type { Project } from '@/api/modules/project';
import type { ActionModalProps } from '@/shared/crud';
import { useHasPerm } from '@/shared/crud';
import { SettingsModal, type SettingsSpec } from '../shared/SettingsForm';
import { environmentSpec, jgwSpec, monitorSpec } from './settingSpecs';
import { P } from './texts';

function modalOf(spec: SettingsSpec, title: (name: string) => string, savePerm: string, width?: number) {
  return function ProjectSettingModal({ row, open, onClose }: ActionModalProps<Project>) {
    const has = useHasPerm();
    return (
      <SettingsModal title={title(row.name)} spec={spec} projectId={row.id} canSave={has(savePerm)}
        open={open} onClose={onClose} width={width} />
    );
  };
}

/** 监管平台: where the project's data is pushed (the secret is never shown). */
export const JgwModal = modalOf(jgwSpec, P.jgwTitle, 'project:jgw');
/** 视频平台: the project's video platform. */
export const MonitorModal = modalOf(monitorSpec, P.monitorTitle, 'project:monitor');
/** 环境阈值: the thresholds site monitoring checks readings against. */
export const EnvironmentModal = modalOf(environmentSpec, P.environmentTitle, 'project:setEnvironment', 760);
