/** The parts a CRUD page is made of, bound to a controller: header (search + toolbar) and overlays. */
import type { ReactNode } from 'react';
import { apiPath, fieldsFor } from './derive';
import { CrudToolbar, SelectionAlert } from './CrudToolbar';
import { DetailDrawer } from './DetailDrawer';
import { EditForm } from './EditForm';
import { ImportModal } from './ImportModal';
import { SearchForm } from './SearchForm';
import type { CrudController } from './useCrud';
import { useExport } from './useExport';

/** Search form, toolbar (permission-gated buttons, 刷新 / 密度 / 列设置) and the selection alert. */
export function CrudHeader<Row>({ crud, extra, selectable }: { crud: CrudController<Row>; extra?: ReactNode; selectable: boolean }) {
  const { def, ctx, can } = crud;
  const exporter = useExport(apiPath(def, 'export'), `${def.title}.xlsx`);
  const columns = fieldsFor(def, 'table').map((f) => ({ key: f.key, title: f.title }));
  return (
    <>
      <SearchForm fields={crud.searchFields} initialValues={def.searchDefaults} onSearch={crud.search} onReset={crud.search} />
      <CrudToolbar
        onAdd={can('add') ? () => ctx.openAdd() : undefined}
        addText={def.addText}
        onBatchDelete={def.batchDelete && can('delete') ? () => ctx.remove(crud.selected) : undefined}
        selectedCount={crud.selected.length}
        onExport={can('export') ? () => void exporter.run(crud.query()) : undefined}
        exporting={exporter.exporting}
        onImport={can('import') ? () => crud.setImporting(true) : undefined}
        extra={<>{def.toolbarExtra?.(ctx)}{extra}</>}
        settings={{
          onRefresh: () => ctx.reload(),
          density: crud.density,
          onDensity: crud.setDensity,
          columns,
          hidden: crud.hidden,
          onHidden: crud.setHidden,
        }}
      />
      {selectable && <SelectionAlert count={crud.selected.length} onClear={() => crud.setSelected([])} />}
    </>
  );
}

/** The add/edit form, the detail drawer, the open row action's modal and the import dialog. */
export function CrudOverlays<Row>({ crud }: { crud: CrudController<Row> }) {
  const { def, ctx, editing, viewing, acting } = crud;
  const importPath = apiPath(def, 'import');
  const ActionModal = acting?.action.modal;
  const Detail = def.detailView ?? DetailDrawer;
  return (
    <>
      {editing && (
        <EditForm def={def} mode={editing.mode} row={editing.row} defaults={editing.defaults} open={editing.open}
          onClose={crud.closeEdit} afterClose={crud.clearEdit}
          onSaved={() => { crud.closeEdit(); ctx.changed(); }} onConflict={() => ctx.reload()} />
      )}
      {viewing && (
        <Detail def={def} row={viewing.row} open={viewing.open} ctx={ctx} onClose={crud.closeView} afterClose={crud.clearView} />
      )}
      {acting && ActionModal && (
        <ActionModal row={acting.row} open={acting.open} ctx={ctx} onClose={crud.closeAction}
          onDone={() => { crud.closeAction(); ctx.changed(); }} />
      )}
      {importPath && (
        <ImportModal title={def.title} open={crud.importing} importPath={importPath} templatePath={apiPath(def, 'template')}
          onClose={() => crud.setImporting(false)}
          onImported={() => { crud.setImporting(false); ctx.changed(); }} />
      )}
    </>
  );
}
