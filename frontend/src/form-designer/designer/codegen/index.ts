import type { FormDesign } from '../../schema/types';
import { generateHtml } from './html';
import { generateReact } from './react';
import { generateVue } from './vue';

export { embedJson, prettyJson } from './json';
export { generateHtml, generateReact, generateVue };

export interface CodeTab {
  key: 'vue' | 'html' | 'react';
  label: string;
  fileName: string;
  code: string;
}

/** The tabs of the 生成代码 modal, generated from the current design. */
export function generateCodeTabs(design: FormDesign): CodeTab[] {
  return [
    { key: 'vue', label: 'VUE', fileName: 'demo.vue', code: generateVue(design) },
    { key: 'html', label: 'HTML', fileName: 'demo.html', code: generateHtml(design) },
    { key: 'react', label: 'React', fileName: 'Demo.tsx', code: generateReact(design) },
  ];
}
