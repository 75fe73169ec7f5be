/** One alarm category's screen (the 7 告警 menus): the overview cards, then the alarms of the category. */
import { useMemo } from 'react';
import type { AlarmCategory } from '@/api/modules/alarm';
import { RequireProject } from '@/modules/site/shared/RequireProject';
import { CrudPage } from '@/shared/crud';
import { alarmDef } from './alarmDef';
import { Overview } from './Overview';

export function AlarmPage({ category }: { category: AlarmCategory }) {
  const def = useMemo(() => alarmDef(category), [category]);
  const params = useMemo(() => ({ category }), [category]);
  return (
    <RequireProject>
      {() => (
        <div data-testid={`alarm-page-${category}`}>
          <Overview category={category} />
          <CrudPage def={def} params={params} />
        </div>
      )}
    </RequireProject>
  );
}
