import { QueryClient } from '@tanstack/react-query';
import { KEYS, storage } from '@/shared/utils/storage';
import { dependsOnProject, USER_PROJECTS_KEY, useCurrentProject } from './currentProject';

describe('which cached answers a project switch drops', () => {
  it('drops the project-scoped resources and anything it does not know', () => {
    for (const key of [['projectEnterprise', 'list'], ['subEnterprise', 'page'], ['projectNotice'], ['siteTeam', 1], [{ any: 1 }], []]) {
      expect(dependsOnProject(key)).toBe(true);
    }
  });
  it('keeps system data, form designs and the project list itself', () => {
    for (const key of [['sysUser', 'selector'], ['sysOrg', 'tree'], ['sysDictType'], ['formDesign', 'list'], USER_PROJECTS_KEY, ['project', 'getPage']]) {
      expect(dependsOnProject(key)).toBe(false);
    }
    // a name merely starting with "sys" or "project" is not system or project-list data
    expect(dependsOnProject(['system'])).toBe(true);
    expect(dependsOnProject(['projectSetting', '1'])).toBe(true);
  });
});

describe('choosing a project', () => {
  let client: QueryClient;
  beforeEach(() => {
    window.localStorage.clear();
    useCurrentProject.setState({ projectId: null });
    client = new QueryClient();
    client.setQueryData(['projectEnterprise', 'list'], [{ id: 'a' }]);
    client.setQueryData(['sysUser', 'selector'], [{ id: 'u' }]);
    client.setQueryData(USER_PROJECTS_KEY, [{ id: '1', name: '一号' }]);
  });

  it('stores the project for every request and forgets the previous project\'s answers', () => {
    useCurrentProject.getState().choose('7', client);
    expect(useCurrentProject.getState().projectId).toBe('7');
    expect(storage.get(KEYS.CURRENT_PROJECT)).toBe('7');
    expect(client.getQueryData(['projectEnterprise', 'list'])).toBeUndefined();
    expect(client.getQueryData(['sysUser', 'selector'])).toEqual([{ id: 'u' }]);
    expect(client.getQueryData(USER_PROJECTS_KEY)).toEqual([{ id: '1', name: '一号' }]);
  });

  it('keeps everything when the same project is chosen again', () => {
    useCurrentProject.getState().choose('7', client);
    client.setQueryData(['projectEnterprise', 'list'], [{ id: 'b' }]);
    useCurrentProject.getState().choose('7', client);
    expect(client.getQueryData(['projectEnterprise', 'list'])).toEqual([{ id: 'b' }]);
  });

  it('forgets the stored project when none is chosen', () => {
    useCurrentProject.getState().choose('7', client);
    useCurrentProject.getState().choose(null, client);
    expect(storage.get(KEYS.CURRENT_PROJECT)).toBeNull();
    expect(useCurrentProject.getState().projectId).toBeNull();
  });
});
