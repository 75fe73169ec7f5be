import { lazy, Suspense, type ComponentType } from 'react';
import type { ControlProps } from '../../registry/types';

/**
 * A control whose code (and the antd components it needs) loads on first use, so a form page without
 * such a control does not download it. Until it arrives a box of the control's usual height holds its
 * place; values live in the renderer's store, so getData works meanwhile.
 */
export function lazyControl(load: () => Promise<ComponentType<ControlProps>>, height = 32): ComponentType<ControlProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyControl(props: ControlProps) {
    return (
      <Suspense fallback={<div className="kfd-lazy" style={{ minHeight: height }} aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyControl;
}
