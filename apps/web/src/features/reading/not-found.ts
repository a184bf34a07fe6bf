import { isApiError } from '../../api';

/** Whether a detail failed because the item is not there for this viewer (or the id was refused). */
export function isMissingContent(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 404 || error.code === 400 || error.status === 404 || error.status === 400;
}
