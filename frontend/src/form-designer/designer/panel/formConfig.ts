import type { Breakpoint, ColSpec, FormConfig } from '../../schema/types';

const BREAKPOINTS: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'];

/** The label span shown in the form panel: `span`, else the first responsive value, else 4. */
export function labelSpanOf(config: FormConfig): number {
  const spec = config.labelCol ?? {};
  if (typeof spec.span === 'number') return spec.span;
  for (const bp of BREAKPOINTS) if (typeof spec[bp] === 'number') return spec[bp] as number;
  return 4;
}

/** The wrapper span as configured (it only follows 24 − label once the label slider is touched). */
export function wrapperSpanOf(config: FormConfig): number {
  const spec = config.wrapperCol ?? {};
  if (typeof spec.span === 'number') return spec.span;
  for (const bp of BREAKPOINTS) if (typeof spec[bp] === 'number') return spec[bp] as number;
  return 24 - labelSpanOf(config);
}

/** Writes the label span into every key the spec uses (span and/or xs…xxl); 24 − label for the wrapper. */
function withSpan(spec: ColSpec | undefined, value: number): ColSpec {
  const out: ColSpec = { ...(spec ?? {}) };
  const responsive = BREAKPOINTS.filter((bp) => typeof out[bp] === 'number');
  if (responsive.length === 0 || typeof out.span === 'number') out.span = value;
  for (const bp of responsive) out[bp] = value;
  return out;
}

/** labelCol = span, wrapperCol = 24 − span (k-form-design keeps the two in step once touched). */
export function setLabelSpan(config: FormConfig, span: number): FormConfig {
  const label = Math.max(0, Math.min(24, Math.round(span)));
  return { ...config, labelCol: withSpan(config.labelCol, label), wrapperCol: withSpan(config.wrapperCol, 24 - label) };
}
