import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import type { FormDesign } from '../schema/types';
import { PreviewModal } from './PreviewModal';

// antd in jsdom is slow, and other suites run in parallel
vi.setConfig({ testTimeout: 30000 });

const design = (required: boolean): FormDesign => ({
  list: [
    {
      type: 'input',
      label: '姓名',
      key: 'input_1',
      model: 'name',
      options: { defaultValue: '王五' },
      rules: [{ required, message: '必填项' }],
    },
  ],
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' },
});

describe('PreviewModal', () => {
  it('获取数据 shows the collected JSON', async () => {
    render(<PreviewModal open design={design(false)} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /获取数据/ }));
    await waitFor(() => expect(screen.getByTestId('preview-json').textContent).toContain('"name": "王五"'));
  });

  it('shows the errors when validation fails, and 关闭 closes', async () => {
    const onClose = vi.fn();
    render(<PreviewModal open design={design(true)} onClose={onClose} value={{ name: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: /获取数据/ }));
    await waitFor(() => expect(screen.getByTestId('preview-errors').textContent).toContain('name: 必填项'));
    fireEvent.click(screen.getAllByRole('button', { name: /关\s*闭/ })[0]);
    expect(onClose).toHaveBeenCalled();
  });
});
