import { registerControl } from '../registry';
import type { ControlDef } from '../types';
import { advancedControls } from './advanced';
import { basicControls, switchControl } from './basic';
import { staticControls } from './statics';

/** Palette order of k-form-design 3.6, then the 3.7 additions. */
const ORDER = [
  'input', 'textarea', 'number', 'select', 'checkbox', 'radio', 'date', 'time', 'rate', 'slider',
  'uploadFile', 'uploadImg', 'treeSelect', 'cascader', 'batch', 'editor', 'switch', 'button', 'alert',
  'text', 'html', 'selectInputList', 'divider', 'card', 'grid', 'table', 'tabs',
];

export function registerBuiltins(): void {
  const defs = new Map<string, ControlDef>();
  for (const def of [...basicControls, ...advancedControls, switchControl, ...staticControls]) defs.set(def.type, def);
  for (const type of ORDER) {
    const def = defs.get(type);
    if (def) registerControl(def);
  }
}
