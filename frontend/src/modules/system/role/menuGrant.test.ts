import { grantedMenuIds, initialChecked, leafValues, toggleNode } from './menuGrant';

const system = [
  { value: 'sys', children: [
    { value: 'user', children: [{ value: 'user:add' }, { value: 'user:delete' }] },
    { value: 'role', children: [] },
  ] },
];
const tools = [{ value: 'gen' }];

describe('menu grant', () => {
  it('checks only the stored leaves, so that a stored parent does not check all its children', () => {
    expect(leafValues(system)).toEqual(['user:add', 'user:delete', 'role']);
    expect(initialChecked([system, tools], ['sys', 'user', 'user:add'])).toEqual(['user:add']);
  });
  it('sends checked leaves plus their ancestors (checked + half-checked)', () => {
    expect(grantedMenuIds([system, tools], ['user:add'], []).sort()).toEqual(['sys', 'user', 'user:add']);
    expect(grantedMenuIds([system, tools], ['role', 'gen'], []).sort()).toEqual(['gen', 'role', 'sys']);
    expect(grantedMenuIds([system, tools], [], [])).toEqual([]);
  });
  it('toggles all leaves under a clicked title', () => {
    expect(toggleNode(system, [], 'user').sort()).toEqual(['user:add', 'user:delete']);
    expect(toggleNode(system, ['user:add', 'user:delete', 'role'], 'user')).toEqual(['role']);
    expect(toggleNode(system, ['user:add'], 'sys').sort()).toEqual(['role', 'user:add', 'user:delete']);
  });
  it('keeps own ids that no tree shows (menus the granting user cannot see)', () => {
    expect(grantedMenuIds([system], ['role'], ['hidden-menu', 'user']).sort()).toEqual(['hidden-menu', 'role', 'sys']);
  });
});
