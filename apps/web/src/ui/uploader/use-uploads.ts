import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile, type UploadedFile } from './upload-request';

export interface UploadItem {
  uid: string;
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'error';
  result?: UploadedFile;
}

let nextUid = 0;

/**
 * Uploads files side by side, keeping each one's progress for the list; the uploads still running are
 * aborted when the component goes away.
 */
export function useUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback((uid: string, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.uid === uid ? { ...item, ...change } : item)));
  }, []);

  /** Resolves with the files that arrived; the failed ones are marked in the list. */
  const start = useCallback(
    async (files: File[], replace: boolean): Promise<{ done: UploadedFile[]; failed: number }> => {
      const fresh = files.map((file) => ({
        uid: `upload-${(nextUid += 1)}`,
        name: file.name,
        percent: 0,
        status: 'uploading' as const,
      }));
      setItems((all) => (replace ? fresh : [...all, ...fresh]));
      const outcomes = await Promise.all(
        files.map(async (file, index) => {
          const { uid } = fresh[index]!;
          const controller = new AbortController();
          controllers.current.set(uid, controller);
          try {
            const result = await uploadFile(file, {
              signal: controller.signal,
              onProgress: (percent) => patch(uid, { percent }),
            });
            patch(uid, { status: 'done', percent: 100, result });
            return result;
          } catch {
            patch(uid, { status: 'error' });
            return null;
          } finally {
            controllers.current.delete(uid);
          }
        }),
      );
      const done = outcomes.filter((result): result is UploadedFile => result !== null);
      return { done, failed: outcomes.length - done.length };
    },
    [patch],
  );

  const remove = useCallback((uid: string) => {
    controllers.current.get(uid)?.abort();
    setItems((all) => all.filter((item) => item.uid !== uid));
  }, []);

  return { items, start, remove };
}
