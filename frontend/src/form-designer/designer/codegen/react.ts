import type { FormDesign } from '../../schema/types';
import { embedJson } from './json';

/** A React component for a project that has this form library (src/form-designer) as `@/form-designer`. */
export function generateReact(design: FormDesign): string {
  return `import { useRef } from 'react';
import { Button, message } from 'antd';
import { FormRenderer, type FormDesign, type FormRendererApi } from '@/form-designer';

const design = ${embedJson(design)} as unknown as FormDesign;

export default function Demo() {
  const form = useRef<FormRendererApi>(null);

  const submit = async () => {
    try {
      const values = await form.current?.getData();
      message.success(JSON.stringify(values));
    } catch {
      message.error('校验失败');
    }
  };

  return (
    <>
      <FormRenderer ref={form} design={design} />
      <Button type="primary" onClick={submit}>
        提交
      </Button>
    </>
  );
}
`;
}
