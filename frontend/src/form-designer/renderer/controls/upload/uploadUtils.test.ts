import type { RenderEnv } from '../../../registry/types';
import { hostHeaders, parseUploadResponse, requestHeaders, resolveAction, resolveFieldName, resolveUploadUrl, uploadData } from './uploadUtils';

const env = { uploadAction: '/api/sysFileInfo/upload', uploadHeaders: () => ({ Authorization: 'Bearer t' }), fileUrl: (id: string) => `/api/sysFileInfo/preview?id=${id}` } as unknown as RenderEnv;

describe('upload helpers', () => {
  it('accepts the k-form contract {code: 0, data: {fileId, url}}', () => {
    expect(parseUploadResponse({ code: 0, data: { fileId: 'f1', url: '/u/f1' } })).toEqual({ ok: true, fileId: 'f1', url: '/u/f1' });
  });

  it('accepts the console envelope {success: true, data: "<fileId>"}', () => {
    expect(parseUploadResponse({ success: true, code: 200, data: '123' })).toEqual({ ok: true, fileId: '123', url: '' });
  });

  it('asks the host for the address of a file known by its id only (e.g. a signed link)', async () => {
    const signed = { fileUrl: (id: string) => Promise.resolve(`/api/sysFileInfo/preview?id=${id}&sig=s`) };
    expect(await resolveUploadUrl({ ok: true, fileId: '123', url: '' }, signed)).toBe('/api/sysFileInfo/preview?id=123&sig=s');
    expect(await resolveUploadUrl({ ok: true, fileId: '123', url: '' }, env)).toBe('/api/sysFileInfo/preview?id=123');
    expect(await resolveUploadUrl({ ok: true, fileId: 'f1', url: '/u/f1' }, signed)).toBe('/u/f1');
    expect(await resolveUploadUrl({ ok: true, fileId: '9', url: '' }, { fileUrl: () => Promise.reject(new Error('x')) })).toBe('');
    expect(await resolveUploadUrl({ ok: true, url: '' }, signed)).toBe('');
  });

  it('rejects nonzero codes, failed envelopes and garbage', () => {
    expect(parseUploadResponse({ code: 1, data: {} }).ok).toBe(false);
    expect(parseUploadResponse({ success: false, code: 500, message: 'x' }).ok).toBe(false);
    expect(parseUploadResponse('oops').ok).toBe(false);
    expect(parseUploadResponse(undefined).ok).toBe(false);
  });

  it('uses the console action unless the node has a real one', () => {
    expect(resolveAction({ action: 'http://cdn.kcz66.com/uploadFile.txt' }, env)).toBe('/api/sysFileInfo/upload');
    expect(resolveAction({ action: '' }, env)).toBe('/api/sysFileInfo/upload');
    expect(resolveAction({ action: '/custom/upload' }, env)).toBe('/custom/upload');
    // an address no page may follow is no address: the console's own takes its place
    expect(resolveAction({ action: 'javascript:alert(document.domain)' }, env)).toBe('/api/sysFileInfo/upload');
    expect(resolveAction({ action: ' data:text/html,x' }, env)).toBe('/api/sysFileInfo/upload');
    expect(resolveFieldName({ action: 'javascript:alert(1)', fileName: 'image' }, env, 'img')).toBe('file');
  });

  it('sends the file in the host field (`file`) when it goes to the host address, else in the node field', () => {
    // k-form demo address or none: the host's /sysFileInfo/upload reads `file`
    expect(resolveFieldName({ action: 'http://cdn.kcz66.com/upload-img.txt', fileName: 'image' }, env, 'img')).toBe('file');
    expect(resolveFieldName({ action: '', fileName: 'image' }, env, 'img')).toBe('file');
    expect(resolveFieldName({}, env, 'img')).toBe('file');
    expect(resolveFieldName({}, { ...env, uploadFieldName: 'upload' }, 'file')).toBe('upload');
    // an address of its own keeps the node's field (k-form defaults image / file)
    expect(resolveFieldName({ action: 'https://oss.example.com/put', fileName: 'image' }, env, 'img')).toBe('image');
    expect(resolveFieldName({ action: 'https://oss.example.com/put' }, env, 'img')).toBe('image');
    expect(resolveFieldName({ action: 'https://oss.example.com/put', fileName: 'doc' }, env, 'file')).toBe('doc');
    // no host address at all: the node's own settings
    expect(resolveFieldName({ fileName: 'image' }, { ...env, uploadAction: undefined }, 'img')).toBe('image');
  });

  it('parses extra data JSON with a {} fallback and merges headers', () => {
    expect(uploadData({ data: '{"biz":"safety","n":2}' })).toEqual({ biz: 'safety', n: '2' });
    expect(uploadData({ data: '{not json' })).toEqual({});
    expect(uploadData({ data: '[1]' })).toEqual({});
    const o = { headers: { 'X-App': 'k' } };
    expect(requestHeaders(o, env, '/api/sysFileInfo/upload', 'upload')).toEqual({ Authorization: 'Bearer t', 'X-App': 'k' });
    expect(requestHeaders(o, env, 'https://oss.example.com/put', 'upload')).toEqual({ 'X-App': 'k' });
  });

  it('uploads carry the token to the console\'s upload address only', () => {
    const here = window.location.origin;
    for (const url of ['/api/sysFileInfo/upload', `${here}/api/sysFileInfo/upload?bucket=x`, 'sysFileInfo/upload/../../api/sysFileInfo/upload']) {
      expect(hostHeaders(env, url, 'upload'), url).toEqual({ Authorization: 'Bearer t' });
    }
    for (const url of [
      'https://attacker.example/steal', // another site, the attack of issue 11
      '//attacker.example/api/sysFileInfo/upload',
      '\\\\attacker.example/api/sysFileInfo/upload',
      'http://cdn.kcz66.com/uploadFile.txt',
      '/api/sysUser/import', // our own API, but not the upload address: no token for a design's choice
      '/upload', // our site, outside the API
      'javascript:alert(1)',
    ]) {
      expect(hostHeaders(env, url, 'upload'), url).toEqual({});
    }
  });

  it('ajax downloads carry the token to the console\'s own /api addresses only', () => {
    expect(hostHeaders(env, '/api/sysFileInfo/preview?id=1', 'download')).toEqual({ Authorization: 'Bearer t' });
    expect(hostHeaders(env, `${window.location.origin}/api/sysFileInfo/download?id=1`, 'download')).toEqual({ Authorization: 'Bearer t' });
    for (const url of ['https://attacker.example/api/sysFileInfo/preview?id=1', '/files/a.pdf', 'data:text/plain,x']) {
      expect(hostHeaders(env, url, 'download'), url).toEqual({});
    }
  });
});
