/**
 * The form library: design document model, control registry, import/export, renderer, validation
 * and linkage. The visual designer lives in ./designer and is exported from there.
 */
export * from './schema/types';
export { layoutTable, buildRows } from './schema/table';
export type { TableLayout, PlacedCell } from './schema/table';
export { parseUploadValue, isEmptyValue, parseJsonObject, compilePattern, optionsOf } from './schema/values';
export type { UploadRecord, OptionItem } from './schema/values';
export {
  registerControl,
  getControl,
  allControls,
  onRegistryChange,
  walkNodes,
  findNode,
  locateNode,
  mapNodes,
  fieldNodes,
  childLists,
  childSlots,
  withChildLists,
  INLINE_TYPES,
} from './registry';
export type * from './registry/types';
export type { WalkContext, NodeLocation } from './registry';
export { importDesign, exportDesign, ImportError } from './io';
export { validateValues, collectValues, collectableFields } from './validate/validate';
export type { FieldError, ValidationResult, ValidateOptions } from './validate/validate';
export { checkField, registerCheck, isRequired } from './validate/checks';
export { computeStates, nodeState, testCondition, linkageOf, linkageFields } from './linkage/linkage';
export type { NodeState } from './linkage/linkage';
export { FormRenderer } from './renderer/FormRenderer';
export type { FormRendererApi, FormRendererProps, FormValues } from './renderer/FormRenderer';
export { preloadFormRenderer } from './renderer/preload';
export { PreviewModal } from './renderer/PreviewModal';
export type { PreviewModalProps } from './renderer/PreviewModal';
export { T as FORM_TEXTS, CONTROL_LABELS } from './texts';
