import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { http } from '@/api/http';
import type { UserProject } from '@/api/types';
import { pageReload } from '@/app/reload';
import { KEYS, storage } from '@/shared/utils/storage';

export const PROJECT_LOAD_DELAY_MS = 500;

/** The user's projects; choosing one stores it as the request context and reloads the page. */
export function ProjectSwitcher() {
  const [projects, setProjects] = useState<UserProject[]>(() => storage.get<UserProject[]>(KEYS.USER_PROJECT) ?? []);
  const [current, setCurrent] = useState<string | null>(() => storage.get<string>(KEYS.CURRENT_PROJECT));
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let alive = true;
    const timer = window.setTimeout(() => {
      setLoading(true);
      http
        .get<UserProject[]>('/project/getUserProjects', undefined, { silent: true })
        .then((res) => {
          if (!alive || !res.success || !Array.isArray(res.data)) return;
          const list = res.data.map((p) => ({ id: String(p.id), name: p.name }));
          storage.set(KEYS.USER_PROJECT, list);
          setProjects(list);
          const stored = storage.get<string>(KEYS.CURRENT_PROJECT);
          if (stored && !list.some((p) => p.id === stored)) {
            storage.remove(KEYS.CURRENT_PROJECT);
            setCurrent(null);
          }
        })
        .catch(() => undefined)
        .finally(() => alive && setLoading(false));
    }, PROJECT_LOAD_DELAY_MS);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, []);

  return (
    <span data-testid="project-switcher" style={{ display: 'inline-flex' }}>
    <Select
      size="middle"
      style={{ width: 200 }}
      placeholder={projects.length || loading ? '请选择项目' : '暂无项目'}
      loading={loading}
      disabled={!loading && projects.length === 0}
      showSearch={{ optionFilterProp: 'label' }}
      value={current ?? undefined}
      options={projects.map((p) => ({ value: p.id, label: p.name }))}
      onChange={(id: string) => {
        storage.set(KEYS.CURRENT_PROJECT, id);
        setCurrent(id);
        pageReload.reload();
      }}
    />
    </span>
  );
}
