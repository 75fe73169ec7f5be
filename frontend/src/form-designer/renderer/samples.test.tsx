import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { importDesign } from '../io';
import { fieldNodes } from '../schema/tree';
import { FormRenderer, type FormRendererApi } from './FormRenderer';

// antd in jsdom is slow, and other suites run in parallel
vi.setConfig({ testTimeout: 30000 });

const files = import.meta.glob<string>('../__fixtures__/kform-samples/*.json', { eager: true, query: '?raw', import: 'default' });

describe('every saved sample renders', () => {
  for (const [path, text] of Object.entries(files)) {
    const name = path.split('/').pop() as string;
    it(name, async () => {
      const design = importDesign(text);
      const ref = createRef<FormRendererApi>();
      const { container, unmount } = render(
        <FormRenderer ref={ref} design={design} progressive={false} dynamicData={{ dataKey: [{ value: 'a', label: 'A' }] }} />,
      );
      expect(container.querySelector('form.kfd-form')).toBeTruthy();
      const labelled = fieldNodes(design.list).filter((n) => n.options.hidden !== true && n.options.noFormItem !== true);
      expect(container.querySelectorAll('.kfd-item').length).toBeGreaterThanOrEqual(Math.min(1, labelled.length));
      let outcome: 'valid' | 'invalid' = 'valid';
      await act(async () => {
        await ref.current!.getData().catch(() => (outcome = 'invalid'));
      });
      expect(['valid', 'invalid']).toContain(outcome);
      if (name.startsWith('16-')) expect(screen.getAllByText(/^未知控件：/).length).toBeGreaterThanOrEqual(2);
      unmount();
    }, 20000);
  }
});
