/** The generic CRUD machinery: a typed resource description rendered as a complete screen. */
export type * from './types';
export { CrudPage, type CrudPageProps } from './CrudPage';
export { TreeCrudPage, type TreeCrudPageProps } from './TreeCrudPage';
export { TreeSidebarLayout, type TreeSidebarLayoutProps } from './TreeSidebarLayout';
export { CrudHeader, CrudOverlays } from './CrudParts';
export { useCrud, useHasPerm, type CrudController } from './useCrud';
export { EditForm } from './EditForm';
export { DetailDrawer } from './DetailDrawer';
export { ImportModal } from './ImportModal';
export { SearchForm } from './SearchForm';
export { FieldControl, useSourceData } from './controls';
export { apiPath, fieldsFor, permCode, permissionCodes, formRules, submitBody, deleteBody, searchParams } from './derive';
export { displayText, fieldOptions, findTreeNode, renderValue, tableColumns } from './display';
export { runRowAction } from './rowActions';
export { T as CRUD_TEXTS } from './texts';
