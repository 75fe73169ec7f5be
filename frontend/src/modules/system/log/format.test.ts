import { describe, expect, it } from 'vitest';
import { prettyJson } from './format';

describe('prettyJson', () => {
  it('indents JSON and keeps Chinese text readable', () => {
    expect(prettyJson('{"name":"职位","ids":[1]}')).toBe('{\n  "name": "职位",\n  "ids": [\n    1\n  ]\n}');
  });
  it('shows text that is not JSON unchanged, and nothing for empty values', () => {
    expect(prettyJson('{"cut')).toBe('{"cut');
    expect(prettyJson(null)).toBe('');
    expect(prettyJson('  ')).toBe('');
  });
});
