import { useCallback, useState } from 'react';
import { errorMessage } from '@/api/http';
import { downloadFile, saveBlob } from '@/api/transfer';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';

const KEY = 'crud-export';

/**
 * Exports with the current filters: a loading toast shows the progress, the file is saved under the
 * server's name (Content-Disposition) or `fallbackName`.
 */
export function useExport(path: string | undefined, fallbackName: string) {
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);
  const run = useCallback(async (params: object) => {
    if (!path) return;
    setExporting(true);
    void message.open({ key: KEY, type: 'loading', content: T.exporting(null), duration: 0 });
    try {
      const { blob, filename } = await downloadFile(path, params, (percent) => {
        void message.open({ key: KEY, type: 'loading', content: T.exporting(percent), duration: 0 });
      });
      saveBlob(blob, filename ?? fallbackName);
      void message.open({ key: KEY, type: 'success', content: T.exportOk, duration: 2 });
    } catch (e) {
      void message.open({ key: KEY, type: 'error', content: errorMessage(e), duration: 3 });
    } finally {
      setExporting(false);
    }
  }, [fallbackName, message, path]);
  return { exporting, run };
}
