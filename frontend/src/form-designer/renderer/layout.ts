import type { ColProps } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import type { Breakpoint, ColSpec, FormConfig } from '../schema/types';

/** antd's breakpoints (min widths). */
const BREAKPOINTS: [Breakpoint, number][] = [
  ['xxl', 1600],
  ['xl', 1200],
  ['lg', 992],
  ['md', 768],
  ['sm', 576],
  ['xs', 0],
];

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const isResponsive = (spec: ColSpec | undefined) => Boolean(spec) && BREAKPOINTS.some(([bp]) => num(spec?.[bp]) !== undefined);

/** The span that applies at this viewport width (antd Col semantics: the largest matching breakpoint wins). */
export function spanAt(spec: ColSpec | undefined, width: number): number | undefined {
  if (!spec || typeof spec !== 'object') return undefined;
  for (const [bp, min] of BREAKPOINTS) if (width >= min && num(spec[bp]) !== undefined) return num(spec[bp]);
  return num(spec.span);
}

/** The viewport width, updated on resize only when the config uses responsive columns. */
export function useViewportWidth(config: FormConfig): number {
  const responsive = isResponsive(config.labelCol) || isResponsive(config.wrapperCol);
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    if (!responsive) return;
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [responsive]);
  return width;
}

const pct = (span: number) => `${(Math.max(0, Math.min(24, span)) / 24) * 100}%`;

/** CSS variables + class for the form: label / wrapper widths in horizontal layout. */
export function formLayout(config: FormConfig, width: number): { className: string; style: CSSProperties } {
  const layout = config.layout === 'vertical' || config.layout === 'inline' ? config.layout : 'horizontal';
  const className = `kfd-${layout}`;
  if (layout !== 'horizontal') return { className, style: {} };
  if (config.labelLayout === 'flex') {
    const px = `${num(config.labelWidth) ?? 100}px`;
    return { className: `${className} kfd-label-flex`, style: { '--kfd-label': px } as CSSProperties };
  }
  const label = spanAt(config.labelCol, width) ?? 4;
  const wrapper = spanAt(config.wrapperCol, width) ?? 24 - label;
  return {
    className: label === 0 ? `${className} kfd-no-label` : className,
    style: { '--kfd-label': pct(label), '--kfd-wrapper': pct(wrapper) } as CSSProperties,
  };
}

/** antd Form/Form.Item column props for a config (used by the designer canvas, which renders antd items). */
export interface FormColumns {
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  /** wrapperCol for label-less items (button) offset by the label width. */
  offsetCol?: ColProps;
}

function colProps(spec: ColSpec | undefined): ColProps | undefined {
  if (!spec || typeof spec !== 'object') return undefined;
  const out: ColProps = {};
  if (num(spec.span) !== undefined) out.span = num(spec.span);
  for (const [bp] of BREAKPOINTS) if (num(spec[bp]) !== undefined) out[bp] = num(spec[bp]);
  return Object.keys(out).length ? out : undefined;
}

export function formColumns(config: FormConfig): FormColumns {
  if (config.layout !== 'horizontal') return {};
  if (config.labelLayout === 'flex') {
    const width = num(config.labelWidth) ?? 100;
    return { labelCol: { flex: `${width}px` }, wrapperCol: { flex: 'auto' }, offsetCol: { style: { marginInlineStart: width } } };
  }
  const labelCol = colProps(config.labelCol);
  const wrapperCol = colProps(config.wrapperCol);
  const offsetCol: ColProps = {};
  if (labelCol?.span !== undefined) {
    offsetCol.offset = labelCol.span as number;
    offsetCol.span = wrapperCol?.span as number | undefined;
  }
  for (const [bp] of BREAKPOINTS) {
    const label = labelCol?.[bp];
    if (typeof label === 'number') offsetCol[bp] = { offset: label, span: wrapperCol?.[bp] as number | undefined };
  }
  return { labelCol, wrapperCol, offsetCol };
}
