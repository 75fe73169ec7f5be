import { describe, expect, it } from 'vitest';
import type { ManageRow } from '@/api/modules/manage';
import { apiPath, permissionCodes, type ResourceDef } from '@/shared/crud';
import { manageDefs } from './ManagePage';

interface Row extends ManageRow { title: string }

const def: ResourceDef<Row> = {
  name: 'siteThing',
  title: '事项',
  api: { detail: true, export: true },
  columns: [{ key: 'title', title: '标题' }],
};

const row = (approveStatus: ManageRow['approveStatus']): Row => ({
  id: '1', projectId: '9', approveStatus, instanceId: null, submitTime: null, approveTime: null, extValues: {}, title: 't',
});

describe('manageDefs', () => {
  const { mine, approval, cc } = manageDefs(def, (r) => r.title, null);

  it('lists the module, the caller\'s approvals and the copies from their own endpoints', () => {
    expect(apiPath(mine, 'page')).toBe('/siteThing/page');
    expect(apiPath(approval, 'page')).toBe('/siteThing/approvalPage');
    expect(apiPath(cc, 'page')).toBe('/siteThing/ccPage');
    expect(permissionCodes(approval)).toEqual({ page: 'siteThing:approvalPage' });
    expect(permissionCodes(cc)).toEqual({ page: 'siteThing:ccPage' });
  });

  it('offers edit, delete and 提交审批 only while the record is editable, 撤回 only while pending', () => {
    const shown = (status: ManageRow['approveStatus']) =>
      mine.rowActions!.filter((a) => a.show?.(row(status)) ?? true).map((a) => a.key);
    expect(shown('draft')).toEqual(['flow', 'submit']);
    expect(shown('rejected')).toEqual(['flow', 'submit']);
    expect(shown('pending')).toEqual(['flow', 'withdraw']);
    expect(shown('approved')).toEqual(['flow']);
    expect(mine.canEdit!(row('withdrawn'))).toBe(true);
    expect(mine.canEdit!(row('pending'))).toBe(false);
    expect(mine.canDelete!(row('approved'))).toBe(false);
  });

  it('adds the approval columns, and the extension form when the process has one', () => {
    expect(mine.columns.map((c) => c.key)).toEqual(['title', 'approveStatus', 'createUserName', 'submitTime', 'approveTime']);
    const withExt = manageDefs(def, (r) => r.title, { list: [], config: {} });
    expect(withExt.mine.columns.map((c) => c.key)).toContain('extValues');
    expect(withExt.mine.columns.find((c) => c.key === 'extKeyword')?.inSearch).toBe(true);
    expect(approval.columns.map((c) => c.key)).toContain('nodeName');
    expect(cc.columns.map((c) => c.key)).toContain('ccTime');
  });
});
