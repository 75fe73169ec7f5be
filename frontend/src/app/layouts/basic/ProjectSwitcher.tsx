import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useCurrentProject, useUserProjects } from '@/app/currentProject';

export const PROJECT_LOAD_DELAY_MS = 500;

/**
 * The user's projects; choosing one makes it the request context and every open screen loads again for
 * it (no page reload). A stored project the user no longer belongs to is forgotten.
 */
export function ProjectSwitcher() {
  const [ready, setReady] = useState(false);
  const { data: projects = [], isFetching, isFetched } = useUserProjects(ready);
  const current = useCurrentProject((s) => s.projectId);
  const choose = useCurrentProject((s) => s.choose);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), PROJECT_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (isFetched && current && !projects.some((p) => p.id === current)) choose(null);
  }, [choose, current, isFetched, projects]);

  const loading = !ready || isFetching;
  return (
    <span data-testid="project-switcher" style={{ display: 'inline-flex' }}>
      <Select
        size="middle"
        style={{ width: 200 }}
        placeholder={projects.length || loading ? '请选择项目' : '暂无项目'}
        loading={loading}
        disabled={!loading && projects.length === 0}
        showSearch={{ optionFilterProp: 'label' }}
        value={projects.some((p) => p.id === current) ? current : undefined}
        options={projects.map((p) => ({ value: p.id, label: p.name }))}
        onChange={(id: string) => choose(id)}
      />
    </span>
  );
}
