import { getAttendancePersons, getAttendanceTeams } from '@/api/modules/attendance';
import { unwrap } from '@/api/modules/result';
import type { Option, OptionSource } from '@/shared/crud';

/** The teams of the current project (pickers of every attendance screen). */
export const teamSource: OptionSource<Option> = {
  queryKey: ['attendance', 'teams'],
  load: async () => (await unwrap(getAttendanceTeams())).map((t) => ({ value: t.id, label: t.name })),
};

/** The persons of the current project for 补录, with team and masked ID number to tell namesakes apart. */
export const personSource: OptionSource<Option> = {
  queryKey: ['attendance', 'persons'],
  load: async () =>
    (await unwrap(getAttendancePersons())).map((p) => ({
      value: p.id,
      label: `${p.name}${p.teamName ? `（${p.teamName}）` : ''} ${p.idNoMasked?.slice(-4) ?? ''}`,
    })),
};
