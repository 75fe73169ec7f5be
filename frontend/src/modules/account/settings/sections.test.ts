import { headingOf, sectionOf } from './sections';

describe('sectionOf', () => {
  it('reads the section from the path', () => {
    expect(sectionOf('/account/settings/security')).toBe('security');
    expect(sectionOf('/account/settings/notification/')).toBe('notification');
  });
  it('defaults to base', () => {
    expect(sectionOf('/account/settings')).toBe('base');
    expect(sectionOf('/account/settings/nope')).toBe('base');
    expect(sectionOf('/elsewhere')).toBe('base');
  });
  it('uses the route titles as headings', () => {
    expect(headingOf('custom')).toBe('个性化设置');
    expect(headingOf('binding')).toBe('账户绑定');
  });
});
