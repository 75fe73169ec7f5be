/** A process form rendered with the console's upload settings, field permissions applied. */
import { forwardRef, useMemo } from 'react';
import { FormRenderer, type FormRendererApi } from '@/form-designer';
import { UPLOAD_PROPS } from '@/modules/system/formDesign/formEnv';
import { applyFieldPerms, type FieldPerms } from '../formPerms';
import { designOf } from './design';

interface Props {
  design: unknown;
  values?: Record<string, unknown>;
  perms?: FieldPerms;
  /** The start form (unnamed fields writable) or an approval node's (unnamed fields read-only). */
  start?: boolean;
  readOnly?: boolean;
}

export const WfForm = forwardRef<FormRendererApi, Props>(function WfForm({ design, values, perms, start, readOnly }, ref) {
  const shaped = useMemo(() => {
    const d = designOf(design);
    return d && applyFieldPerms(d, perms ?? {}, start ? 'write' : 'read', readOnly);
  }, [design, perms, start, readOnly]);
  if (!shaped) return null;
  return <FormRenderer ref={ref} design={shaped} value={values} disabled={readOnly} progressive={false} {...UPLOAD_PROPS} />;
});
