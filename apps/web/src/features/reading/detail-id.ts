/** The `id` of a detail route (`/imageTextDetail?id=N`): a positive whole number, or null for anything else. */
export function detailIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
