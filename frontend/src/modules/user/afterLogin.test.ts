import { safeRedirect } from './afterLogin';

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/sys/user?x=1')).toBe('/sys/user?x=1');
  });
  it('falls back to the console page', () => {
    expect(safeRedirect(null)).toBe('/welcome');
    expect(safeRedirect('')).toBe('/welcome');
    expect(safeRedirect('/')).toBe('/welcome');
    expect(safeRedirect('/user/login')).toBe('/welcome');
  });
  it('refuses other origins', () => {
    expect(safeRedirect('https://evil.example')).toBe('/welcome');
    expect(safeRedirect('//evil.example/x')).toBe('/welcome');
    expect(safeRedirect('/\\evil.example')).toBe('/welcome');
  });
});
