import type { FormDesign } from '../schema/types';
import { ImportError, normalizeConfig, normalizeList } from './normalize';

export { ImportError } from './normalize';

/**
 * Reads a saved design (JSON text or an object) of any k-form-design era into the canonical form.
 * Throws ImportError ("导入失败，数据格式不对") for text that is not JSON, a design without a `list`
 * array, or a control without a `type`. Unknown keys and unknown control types are kept.
 */
export function importDesign(input: string | object): FormDesign {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch (e) {
      throw new ImportError(`not JSON: ${(e as Error).message}`);
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ImportError('not an object');
  const source = raw as Record<string, unknown>;
  if (!Array.isArray(source.list)) throw new ImportError('no list array');
  return { ...source, list: normalizeList(source.list, 'list'), config: normalizeConfig(source.config) };
}

/** The design as JSON text (tab-indented like k-form-design's 生成JSON, or compact). */
export function exportDesign(design: FormDesign, opts: { compact?: boolean } = {}): string {
  return JSON.stringify(design, null, opts.compact ? undefined : '\t');
}
