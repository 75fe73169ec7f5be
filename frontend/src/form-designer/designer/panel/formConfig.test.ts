import { describe, expect, it } from 'vitest';
import type { FormConfig } from '../../schema/types';
import { labelSpanOf, setLabelSpan, wrapperSpanOf } from './formConfig';

const base: FormConfig = { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' };

describe('form config label columns', () => {
  it('keeps wrapperCol at 24 − labelCol once the label span is set', () => {
    expect(wrapperSpanOf(base)).toBe(18);
    const next = setLabelSpan(base, 6);
    expect(next.labelCol).toEqual({ span: 6 });
    expect(next.wrapperCol).toEqual({ span: 18 });
    expect(setLabelSpan(base, 30).labelCol).toEqual({ span: 24 });
    expect(setLabelSpan(base, 30).wrapperCol).toEqual({ span: 0 });
  });

  it('writes every breakpoint of a responsive (3.7+) config', () => {
    const responsive: FormConfig = {
      ...base,
      labelCol: { xs: 4, sm: 4, md: 4, lg: 4, xl: 4, xxl: 4 },
      wrapperCol: { xs: 18, sm: 18, md: 18, lg: 18, xl: 18, xxl: 18 },
    };
    expect(labelSpanOf(responsive)).toBe(4);
    const next = setLabelSpan(responsive, 8);
    expect(next.labelCol).toEqual({ xs: 8, sm: 8, md: 8, lg: 8, xl: 8, xxl: 8 });
    expect(next.wrapperCol).toEqual({ xs: 16, sm: 16, md: 16, lg: 16, xl: 16, xxl: 16 });
  });

  it('falls back to 4 when the config has no label column', () => {
    expect(labelSpanOf({ ...base, labelCol: {} })).toBe(4);
  });
});
