import { ownApiPath, parseOrigins, safeUrl, tokenMayGo } from './urls';

const here = window.location.origin;

describe('safeUrl', () => {
  it('keeps http(s) and relative addresses as they are', () => {
    for (const url of ['https://example.com/a?b=1', 'HTTP://example.com', '/api/x', 'page?x=1', '#top', '?q=1', '//cdn.example.com/a.js']) {
      expect(safeUrl(url), url).toBe(url);
    }
  });

  it('refuses every other scheme, however it is written', () => {
    const refused = [
      'javascript:alert(document.domain)',
      'JaVaScRiPt:alert(1)',
      ' \tjavascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://example.com/1',
    ];
    for (const url of refused) expect(safeUrl(url), JSON.stringify(url)).toBeUndefined();
    for (const value of ['', '   ', null, undefined, 42, {}]) expect(safeUrl(value)).toBeUndefined();
  });
});

describe('ownApiPath', () => {
  it('names the path of our own API addresses only', () => {
    expect(ownApiPath('/api/sysFileInfo/upload')).toBe('/api/sysFileInfo/upload');
    expect(ownApiPath(`${here}/api/sysFileInfo/preview?id=1`)).toBe('/api/sysFileInfo/preview');
    expect(ownApiPath('/api/../upload')).toBeNull(); // resolved as the browser resolves it
    expect(ownApiPath('/apix/upload')).toBeNull();
    expect(ownApiPath('https://attacker.example/api/sysFileInfo/upload')).toBeNull();
    expect(ownApiPath('//attacker.example/api/x')).toBeNull();
    expect(ownApiPath('javascript:alert(1)')).toBeNull();
    expect(ownApiPath(undefined)).toBeNull();
  });
});

describe('tokenMayGo', () => {
  it('allows our own origin and the listed ones only', () => {
    const allowed = parseOrigins(' https://report.example.com, http://10.0.0.5:8080/ path-without-scheme javascript:alert(1)');
    expect(allowed).toEqual(['https://report.example.com', 'http://10.0.0.5:8080']);
    expect(tokenMayGo('/doc.html?token=', [])).toBe(true);
    expect(tokenMayGo(`${here}/x?token=`, [])).toBe(true);
    expect(tokenMayGo('https://report.example.com/view?token=', allowed)).toBe(true);
    expect(tokenMayGo('https://report.example.com.attacker.example/?token=', allowed)).toBe(false);
    expect(tokenMayGo('https://report.example.com@attacker.example/?token=', allowed)).toBe(false);
    expect(tokenMayGo('http://report.example.com/?token=', allowed)).toBe(false);
    expect(tokenMayGo('https://attacker.example/?token=', allowed)).toBe(false);
    expect(tokenMayGo('javascript:alert(1)//?token=', allowed)).toBe(false);
  });
});
