import { hasView } from '@/app/viewRegistry';
import { fieldsFor } from '@/shared/crud';
import { driverDef } from './driverPage';
import { peopleFields } from './peopleFields';

describe('people screens', () => {
  it.each(['team', 'teamPerson', 'person', 'worker', 'craneDriver', 'liftDriver'])('registers site/%s/index', (name) => {
    expect(hasView(`site/${name}/index`)).toBe(true);
  });

  it('gives staff a post and workers a team, a work type and the leader flag', () => {
    const keys = (kind: 'person' | 'worker' | 'teamPerson') => peopleFields(kind).map((f) => f.key);
    expect(keys('person')).toContain('post');
    expect(keys('person')).not.toContain('teamId');
    expect(keys('worker')).toEqual(expect.arrayContaining(['teamId', 'workType', 'isLeader']));
    expect(keys('worker')).not.toContain('face');
    expect(keys('teamPerson')).toEqual(expect.arrayContaining(['face', 'issuedTime']));
  });

  it('never puts derived identity data in a form: gender, birth date and age come from the ID number', () => {
    const def = { name: 'worker', title: '工人', columns: peopleFields('worker') };
    const form = fieldsFor(def, 'add').map((f) => f.key);
    expect(form).toContain('idNo');
    expect(form).not.toEqual(expect.arrayContaining(['gender']));
    expect(form.some((k) => ['gender', 'birthDate', 'age'].includes(k))).toBe(false);
  });

  it('picks the driver as {value, label} in the form and sends personId', () => {
    const def = driverDef('craneDriver', '塔吊司机');
    const row = { id: '9', personId: '5', personName: '张三', certNo: 'T1' } as never;
    expect(def.toForm!(row)).toMatchObject({ person: { value: '5', label: '张三' } });
    expect(def.toBody!({ person: { value: '5', label: '张三' }, certNo: 'T1' }, 'add')).toEqual({ certNo: 'T1', personId: '5' });
  });
});
