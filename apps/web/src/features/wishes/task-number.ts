import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { wishes } from '@fox/contracts';
import { api } from '../../api';

/** The `taskNumber` of the page's query, or null when it has none. */
export function useTaskNumberParam(): string | null {
  const [params] = useSearchParams();
  const value = params.get('taskNumber')?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * Older share cards carry a wish's id where the task number belongs (see chat's share-route). When such
 * a number finds no wish, the card endpoint names its task number and the page moves to it.
 */
export function useLegacyIdRedirect(taskNumber: string | null, missing: boolean): void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => {
    if (!missing || taskNumber === null || !/^\d{1,15}$/.test(taskNumber)) return;
    let alive = true;
    api(wishes.taskCard, { id: Number(taskNumber) }, { silent: true })
      .then((card) => {
        if (!alive || card.taskNumber === taskNumber) return;
        const next = new URLSearchParams(params);
        next.set('taskNumber', card.taskNumber);
        void navigate(`?${next.toString()}`, { replace: true });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [missing, taskNumber, params, navigate]);
}
