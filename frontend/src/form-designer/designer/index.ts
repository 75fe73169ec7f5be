/** The visual form designer (React successor of k-form-design's KFormDesign). */
export { FormDesigner } from './Designer';
export type { FormDesignerProps, FormDesignerRef } from './Designer';
export type { ToolbarAction } from './toolbar/Toolbar';
export { DEFAULT_TOOLBAR } from './toolbar/Toolbar';
export { createDesignStore, SELECT_DEBOUNCE_MS } from './state/designStore';
export type { DesignState, DesignStore, DesignStoreOptions } from './state/designStore';
export { applyTableOp } from './state/tableOps';
export type { TableOp, TableOpResult } from './state/tableOps';
export { findDuplicates } from './state/duplicates';
export { generateCodeTabs, generateHtml, generateReact, generateVue } from './codegen';
export { PALETTE_OPEN_KEY } from './palette/Palette';
