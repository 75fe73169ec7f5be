import { createRef } from 'react';
import { render, waitFor } from '@testing-library/react';
import type { FormNode } from '../schema/types';
import { FormRenderer, type FormRendererApi } from './FormRenderer';
import { spanAt, formLayout } from './layout';
import { DEFAULT_CONFIG } from '../schema/types';

vi.setConfig({ testTimeout: 30000 });

const inputs = (n: number): FormNode[] =>
  Array.from({ length: n }, (_x, i) => ({
    type: 'input',
    label: `字段${i}`,
    key: `input_${i}`,
    model: `f${i}`,
    options: { defaultValue: `v${i}` },
    rules: [{ required: false, message: '必填项' }],
  }));

describe('progressive mounting', () => {
  it('mounts the first screen first, the rest in the background; getData works meanwhile', async () => {
    const ref = createRef<FormRendererApi>();
    const { container } = render(<FormRenderer ref={ref} design={{ list: inputs(120), config: { ...DEFAULT_CONFIG } }} />);
    const first = container.querySelectorAll('.kfd-item').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(120);
    const data = (await ref.current!.getData()) as Record<string, string>;
    expect(Object.keys(data)).toHaveLength(120);
    expect(data.f119).toBe('v119');
    await waitFor(() => expect(container.querySelectorAll('.kfd-item').length).toBe(120), { timeout: 15000 });
    expect(container.querySelector('.kfd-pending')).toBeNull();
  });

  it('progressive={false} mounts everything at once', () => {
    const { container } = render(<FormRenderer design={{ list: inputs(60), config: { ...DEFAULT_CONFIG } }} progressive={false} />);
    expect(container.querySelectorAll('.kfd-item').length).toBe(60);
  });
});

describe('form layout', () => {
  it('picks the span of the largest matching breakpoint', () => {
    const spec = { xs: 24, md: 6, xl: 4 };
    expect(spanAt(spec, 500)).toBe(24);
    expect(spanAt(spec, 800)).toBe(6);
    expect(spanAt(spec, 1300)).toBe(4);
    expect(spanAt({ span: 5 }, 1300)).toBe(5);
  });

  it('turns spans into CSS widths; label span 0 hides labels; flex uses labelWidth', () => {
    expect(formLayout({ ...DEFAULT_CONFIG }, 1280).style).toEqual({ '--kfd-label': `${(4 / 24) * 100}%`, '--kfd-wrapper': '75%' });
    expect(formLayout({ ...DEFAULT_CONFIG, labelCol: { span: 0 }, wrapperCol: { span: 24 } }, 1280).className).toContain('kfd-no-label');
    expect(formLayout({ ...DEFAULT_CONFIG, labelLayout: 'flex', labelWidth: 120 }, 1280).style).toEqual({ '--kfd-label': '120px' });
    expect(formLayout({ ...DEFAULT_CONFIG, layout: 'vertical' }, 1280).className).toBe('kfd-vertical');
  });
});
