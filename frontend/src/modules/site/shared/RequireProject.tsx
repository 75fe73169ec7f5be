import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useCurrentProject } from '@/app/currentProject';
import { T } from './texts';

/**
 * A project-scoped screen: its content once a project is chosen in the header, else a note asking for
 * one (the server would otherwise answer the rows of all the user's projects together).
 */
export function RequireProject({ children }: { children: (projectId: string) => ReactNode }) {
  const projectId = useCurrentProject((s) => s.projectId);
  if (!projectId) {
    return (
      <Card variant="borderless" data-testid="require-project">
        <Result status="info" title={T.chooseProject} subTitle={T.chooseProjectHint} />
      </Card>
    );
  }
  return <>{children(projectId)}</>;
}
