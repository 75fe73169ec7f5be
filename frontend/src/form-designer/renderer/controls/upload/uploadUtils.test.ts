import type { RenderEnv } from '../../../registry/types';
import { parseUploadResponse, resolveAction, uploadData, uploadHeaders } from './uploadUtils';

const env = { uploadAction: '/api/sysFileInfo/upload', uploadHeaders: () => ({ Authorization: 'Bearer t' }), fileUrl: (id: string) => `/api/sysFileInfo/preview?id=${id}` } as unknown as RenderEnv;

describe('upload helpers', () => {
  it('accepts the k-form contract {code: 0, data: {fileId, url}}', () => {
    expect(parseUploadResponse({ code: 0, data: { fileId: 'f1', url: '/u/f1' } }, env)).toEqual({ ok: true, fileId: 'f1', url: '/u/f1' });
  });

  it('accepts the console envelope {success: true, data: "<fileId>"}', () => {
    expect(parseUploadResponse({ success: true, code: 200, data: '123' }, env)).toEqual({ ok: true, fileId: '123', url: '/api/sysFileInfo/preview?id=123' });
  });

  it('rejects nonzero codes, failed envelopes and garbage', () => {
    expect(parseUploadResponse({ code: 1, data: {} }, env).ok).toBe(false);
    expect(parseUploadResponse({ success: false, code: 500, message: 'x' }, env).ok).toBe(false);
    expect(parseUploadResponse('oops', env).ok).toBe(false);
    expect(parseUploadResponse(undefined, env).ok).toBe(false);
  });

  it('uses the console action unless the node has a real one', () => {
    expect(resolveAction({ action: 'http://cdn.kcz66.com/uploadFile.txt' }, env)).toBe('/api/sysFileInfo/upload');
    expect(resolveAction({ action: '' }, env)).toBe('/api/sysFileInfo/upload');
    expect(resolveAction({ action: '/custom/upload' }, env)).toBe('/custom/upload');
  });

  it('parses extra data JSON with a {} fallback and merges headers', () => {
    expect(uploadData({ data: '{"biz":"safety","n":2}' })).toEqual({ biz: 'safety', n: '2' });
    expect(uploadData({ data: '{not json' })).toEqual({});
    expect(uploadData({ data: '[1]' })).toEqual({});
    expect(uploadHeaders({ headers: { 'X-App': 'k' } }, env)).toEqual({ Authorization: 'Bearer t', 'X-App': 'k' });
  });
});
