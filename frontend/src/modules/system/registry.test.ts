import { hasView } from '@/app/viewRegistry';

describe('system screens', () => {
  it.each(['user', 'role', 'menu', 'org', 'pos', 'app', 'dict', 'config'])('registers system/%s/index', (name) => {
    expect(hasView(`system/${name}/index`)).toBe(true);
  });
});
