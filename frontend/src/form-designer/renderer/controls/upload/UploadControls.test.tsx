import { render, screen } from '@testing-library/react';
import type { FormDesign, FormNode } from '../../../schema/types';
import { FormRenderer } from '../../FormRenderer';

vi.setConfig({ testTimeout: 30000 });

const files = (...urls: string[]) => JSON.stringify(urls.map((url, i) => ({ type: 'file', name: `文件${i}.pdf`, status: 'done', uid: String(i), url })));

const upload = (type: 'uploadFile' | 'uploadImg', model: string, defaultValue: string): FormNode => ({
  type,
  label: model,
  key: `${type}_${model}`,
  model,
  options: { defaultValue, limit: 5, downloadWay: 'a', action: '' },
});

const design = (list: FormNode[]): FormDesign => ({
  list,
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' },
});

describe('upload controls', () => {
  it('link and show default files only at http(s) or relative addresses', async () => {
    const list = [
      upload('uploadFile', 'docs', files('javascript:alert(document.domain)', '/api/sysFileInfo/preview?id=1', 'data:text/html,<b>x</b>')),
      upload('uploadImg', 'photos', files(' javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'https://img.example.com/a.png')),
    ];
    const { container } = render(<FormRenderer design={design(list)} uploadAction="/api/sysFileInfo/upload" />);
    expect(await screen.findAllByText('文件1.pdf', {}, { timeout: 20000 })).toHaveLength(2);
    const addresses = [...container.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
    expect(addresses.filter((a) => /^\s*(javascript|data):/i.test(a))).toEqual([]);
    expect(addresses).toContain('/api/sysFileInfo/preview?id=1');
    expect(addresses).toContain('https://img.example.com/a.png');
    // every file is still listed, by name
    for (const name of ['文件0.pdf', '文件2.pdf']) expect(screen.getAllByText(name).length).toBeGreaterThan(0);
  });
});
