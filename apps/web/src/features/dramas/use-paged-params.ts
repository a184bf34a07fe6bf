import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../ui';
import { parsePositiveInt } from './drama-rules';

/**
 * The page and page size of a paged drama list live in the address, so back, reload and a shared link
 * keep them. Sizes the pager does not offer fall back to its default.
 */
export function usePagedParams() {
  const [params, setParams] = useSearchParams();
  const pageNum = parsePositiveInt(params.get('page')) ?? 1;
  const size = parsePositiveInt(params.get('size'));
  const pageSize = size !== null && PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE;

  /** Sets some parameters and drops the ones given as null; a change of list starts at its first page. */
  const update = (changes: Record<string, string | number | null>) =>
    setParams((before) => {
      const next = new URLSearchParams(before);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });

  return { params, pageNum, pageSize, update };
}
