import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { fetchPreviewUrl } from '@/api/modules/account';
import { isImage, type SysFileInfo } from '@/api/modules/file';
import { fieldsFor, permissionCodes, valueOf } from '@/shared/crud/derive';
import type { CrudContext } from '@/shared/crud';
import { fileDef } from './index';

vi.mock('@/api/modules/account', () => ({
  // The server signs a link only for a file the caller may see.
  fetchPreviewUrl: vi.fn(async (id: string) => {
    if (id === '8') throw new Error('没有权限查看该文件');
    return `/api/sysFileInfo/preview?id=${id}&expires=1&user=1&sig=s`;
  }),
}));

const file = (suffix: string): SysFileInfo => ({
  id: '7', updateTime: null, updateUser: null, version: null, fileLocation: 4, fileBucket: 'defaultBucket', fileOriginName: `现场.${suffix}`, fileSuffix: suffix,
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

  it('previews images in the detail through a signed link and explains other types', async () => {
    const preview = fileDef.columns.find((f) => f.key === 'preview')!;
    const ctx = {} as CrudContext<SysFileInfo>;
    const show = (row: SysFileInfo) =>
      render(<QueryClientProvider client={new QueryClient()}>{preview.render!(undefined, row, ctx)}</QueryClientProvider>);
    const { unmount } = show(file('png'));
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('/api/sysFileInfo/preview?id=7&expires=1&user=1&sig=s');
    unmount();
    const refused = show({ ...file('png'), id: '8' });
    await waitFor(() => expect(fetchPreviewUrl).toHaveBeenCalledWith('8'));
    expect(screen.queryByRole('img')).toBeNull(); // never a bare id: no link, no picture
    refused.unmount();
    show(file('pdf'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('该类型文件不支持预览，可下载后查看')).toBeTruthy();
  });
});
