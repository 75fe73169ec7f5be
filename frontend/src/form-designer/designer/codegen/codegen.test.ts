import { describe, expect, it } from 'vitest';
import type { FormDesign } from '../../schema/types';
import { embedJson, generateCodeTabs, generateHtml, generateReact, generateVue, prettyJson } from './index';

const design: FormDesign = {
  list: [
    {
      type: 'html',
      label: 'HTML',
      key: 'html_1',
      options: { defaultValue: '<strong>a#b</strong></script><script>alert(1)</script>' },
    },
    { type: 'input', label: '姓名', key: 'input_1', model: 'name', options: { placeholder: '请输入' }, rules: [{ required: true, message: '必填项' }] },
  ],
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 20 }, hideRequiredMark: false, customStyle: '' },
};

/** Pulls the embedded JSON back out of generated source, between `marker` and the next `;`-terminated line. */
function extract(code: string, marker: RegExp): unknown {
  const m = code.match(marker);
  if (!m) throw new Error('marker not found');
  return JSON.parse(m[1]);
}

describe('codegen', () => {
  it('VUE embeds the design as compact JSON in a k-form-build component', () => {
    const code = generateVue(design);
    expect(code).toContain('<k-form-build ref="kfb" :value="jsonData"');
    expect(code).toContain("name: 'Demo'");
    expect(extract(code, /jsonData: (.*)\n/)).toEqual(design);
  });

  it('HTML is a full page loading Vue and k-form-design with the design embedded', () => {
    const code = generateHtml(design);
    expect(code.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(code).toContain('k-form-design.umd.min.js');
    expect(code).toContain('k-form-design.css');
    expect(extract(code, /var jsonData = (.*);\n/)).toEqual(design);
  });

  it('React imports FormRenderer and embeds the design', () => {
    const code = generateReact(design);
    expect(code).toContain("import { FormRenderer, type FormDesign, type FormRendererApi } from '@/form-designer';");
    expect(code).toContain('<FormRenderer ref={form} design={design} />');
    expect(extract(code, /const design = (.*) as unknown as FormDesign;/)).toEqual(design);
  });

  it('cannot be broken out of by a closing script tag in the data', () => {
    expect(embedJson(design)).not.toContain('</script>');
    const html = generateHtml(design);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it('pretty JSON uses tabs and keeps a # intact', () => {
    const text = prettyJson(design);
    expect(text).toContain('\n\t"list"');
    expect(JSON.parse(text)).toEqual(design);
    expect(text).toContain('a#b');
  });

  it('offers VUE, HTML and React tabs', () => {
    expect(generateCodeTabs(design).map((t) => [t.label, t.fileName])).toEqual([
      ['VUE', 'demo.vue'],
      ['HTML', 'demo.html'],
      ['React', 'Demo.tsx'],
    ]);
  });
});
