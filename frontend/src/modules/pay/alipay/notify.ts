import type { PayAlipayNotify } from '@/api/modules/pay';
import { T } from './texts';

/** What is kept of a notify: its parameters, or for a refused one only its digest. */
export const notifyContent = (row: PayAlipayNotify): string =>
  row.params ?? T.digest(row.bodySize, row.bodySha256);
