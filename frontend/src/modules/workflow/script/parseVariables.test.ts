import { describe, expect, it } from 'vitest';
import { parseVariables } from './ScriptTest';

describe('script test variables', () => {
  it('takes a JSON object, nothing else', () => {
    expect(parseVariables('{"days": 5, "type": "年假"}')).toEqual({ days: 5, type: '年假' });
    expect(parseVariables('  ')).toEqual({});
    expect(parseVariables('[1]')).toBeNull();
    expect(parseVariables('{days: 5}')).toBeNull();
  });
});
