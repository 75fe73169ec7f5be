import type { FormDesign } from '../../schema/types';

/** Compact JSON that is safe inside a <script> element and a JS source file. */
export function embedJson(design: FormDesign): string {
  return JSON.stringify(design)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The design pretty-printed with tabs, as the JSON modal shows and exports it. */
export function prettyJson(design: FormDesign): string {
  return JSON.stringify(design, null, '\t');
}
