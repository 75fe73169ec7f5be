import { render, screen, waitFor } from '@testing-library/react';
import type { FormDesign, FormNode } from '../schema/types';
import { FormRenderer } from './FormRenderer';

vi.setConfig({ testTimeout: 30000 });

const LINKS = '<a href="javascript:alert(document.domain)">脚本</a> <a href=" data:text/html,<b>x</b>">数据</a> <a href="https://example.com/">官网</a>';

const design = (list: FormNode[]): FormDesign => ({
  list,
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' },
});

/** Besides uploads (upload/UploadControls.test.tsx), a design carries addresses in HTML: the html control
 * and the rich text editor's default value. Their sanitisers (DOMPurify, TipTap's link
 * rules) must keep script and data links out, whatever the design says. */
describe('addresses in a design', () => {
  it('html and rich text keep no script or data link', async () => {
    const list: FormNode[] = [
      { type: 'html', label: '', key: 'html_1', options: { defaultValue: LINKS } },
      { type: 'editor', label: '说明', key: 'editor_1', model: 'text', options: { defaultValue: `<p>${LINKS}</p>` } },
    ];
    const { container } = render(<FormRenderer design={design(list)} />);
    await waitFor(() => expect(container.querySelectorAll('.ProseMirror a').length).toBeGreaterThan(0), { timeout: 20000 });
    expect(screen.getAllByText('官网').length).toBe(2);
    const hrefs = [...container.querySelectorAll('[href]')].map((el) => el.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => /^\s*(javascript|data):/i.test(h))).toEqual([]);
    expect(hrefs.filter((h) => h === 'https://example.com/')).toHaveLength(2);
  });
});
