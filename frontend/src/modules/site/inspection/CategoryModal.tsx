/** 隐患分类: the company-wide hazard category tree, kept from the 安全检查 screen (a button of its toolbar). */
import { Button, Modal } from 'antd';
import { useState } from 'react';
import type { HazardCategory } from '@/api/modules/siteInspection';
import { usePerm } from '@/app/access';
import { TreeCrudPage, type ResourceDef } from '@/shared/crud';
import { HAZARD_TREE_KEY, hazardParentSource } from './sources';
import { T } from './texts';

export const hazardCategoryDef: ResourceDef<HazardCategory> = {
  name: 'siteHazardCategory',
  title: T.category,
  detail: true,
  deleteShape: 'array',
  columns: [
    { key: 'name', title: T.categoryName, inSearch: true, rules: { required: true, max: 100 } },
    { key: 'code', title: T.categoryCode, width: 160, rules: { max: 50 } },
    {
      key: 'pid', title: T.parent, type: 'tree-select', source: hazardParentSource, inTable: false, inDetail: false,
      defaultValue: '0', rules: { required: true },
    },
    { key: 'sort', title: T.sort, type: 'number', width: 80, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', inTable: false, rules: { max: 255 } },
  ],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: HAZARD_TREE_KEY }),
};

export function CategoryButton() {
  const [open, setOpen] = useState(false);
  if (!usePerm('siteHazardCategory:list')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="inspection-categories">{T.categories}</Button>
      <Modal title={T.categoriesTitle} open={open} onCancel={() => setOpen(false)} footer={null} width={900} destroyOnHidden>
        <TreeCrudPage def={hazardCategoryDef} addDefaults={{ pid: '0' }} />
      </Modal>
    </>
  );
}
