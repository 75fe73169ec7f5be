import { useMemo } from 'react';
import type { RenderEnv } from '../../registry/types';
import { parseInlineStyle } from '../../renderer/controls/inlineStyle';
import { formLayout, useViewportWidth } from '../../renderer/layout';
import { CanvasLayoutContext, useDesign, useDesigner, type CanvasLayout } from '../context';
import { selectConfig, selectList } from '../state/designStore';
import { Slot } from './Slot';

const noop = () => undefined;
const NO_DATA: Record<string, unknown> = {};

/** The design surface: the form laid out exactly like the renderer does it, every control selectable and draggable. */
export function Canvas() {
  const { store } = useDesigner();
  const list = useDesign(selectList);
  const config = useDesign(selectConfig);
  const width = useViewportWidth(config);
  const layout = useMemo(() => formLayout(config, width), [config, width]);
  const ctx = useMemo<CanvasLayout>(() => {
    const env: RenderEnv = { config, dynamicData: NO_DATA, disabled: false, submit: noop, reset: noop, preview: true };
    return { env };
  }, [config]);
  const style = useMemo(
    () => ({ ...parseInlineStyle(typeof config.customStyle === 'string' ? config.customStyle : ''), ...layout.style }),
    [config.customStyle, layout.style],
  );
  const classes = ['kfd-form', 'fd-form', layout.className, config.hideRequiredMark ? 'kfd-hide-required' : ''];

  return (
    <div className="fd-canvas-scroll" onClick={() => store.getState().select('')}>
      <div className="fd-paper" data-testid="fd-canvas">
        <CanvasLayoutContext.Provider value={ctx}>
          <div className={classes.join(' ')} style={style}>
            <Slot owner={null} slot="list" list={list} />
          </div>
        </CanvasLayoutContext.Provider>
      </div>
    </div>
  );
}
