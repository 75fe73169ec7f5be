import { render, screen } from '@testing-library/react';
import { isImage, type SysFileInfo } from '@/api/modules/file';
import { fieldsFor, permissionCodes, valueOf } from '@/shared/crud/derive';
import type { CrudContext } from '@/shared/crud';
import { fileDef } from './index';

const file = (suffix: string): SysFileInfo => ({
  id: '7', fileLocation: 4, fileBucket: 'defaultBucket', fileOriginName: `现场.${suffix}`, fileSuffix: suffix,
  fileSizeKb: 12, fileSizeInfo: '11.50 KB', fileObjectName: `7.${suffix}`, filePath: null,
  createTime: '2026-01-01 08:00:00', createUser: '1', createUserName: '超级管理员',
});

describe('文件管理', () => {
  it('knows images by suffix, case-insensitively', () => {
    expect(isImage(file('PNG'))).toBe(true);
    expect(isImage(file('pdf'))).toBe(false);
  });

  it('shows the readable size, searches name/suffix/location/bucket, has no add or edit', () => {
    const size = fileDef.columns.find((f) => f.key === 'fileSizeKb')!;
    expect(valueOf(size, file('txt'))).toBe('11.50 KB');
    expect(fieldsFor(fileDef, 'search').map((f) => f.key)).toEqual(['fileOriginName', 'fileSuffix', 'fileLocation', 'fileBucket']);
    expect(fieldsFor(fileDef, 'table').map((f) => f.key)).not.toContain('preview');
    const codes = permissionCodes(fileDef);
    expect(codes).toMatchObject({ page: 'sysFileInfo:page', delete: 'sysFileInfo:delete', detail: 'sysFileInfo:detail' });
    expect(codes.add).toBeUndefined();
    expect(codes.edit).toBeUndefined();
  });

  it('previews images in the detail and explains other types', () => {
    const preview = fileDef.columns.find((f) => f.key === 'preview')!;
    const ctx = {} as CrudContext<SysFileInfo>;
    const { unmount } = render(<>{preview.render!(undefined, file('png'), ctx)}</>);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/api/sysFileInfo/preview?id=7');
    unmount();
    render(<>{preview.render!(undefined, file('pdf'), ctx)}</>);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('该类型文件不支持预览，可下载后查看')).toBeTruthy();
  });
});
