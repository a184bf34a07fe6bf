/**
 * Where a wish tag leads (spec 002 §2.13): the task details of the wish, opened as from the wish square.
 * `source` carries the square's label, as the task details page expects it.
 */
export function wishTaskPath(childTaskNumber: string, source: string): string {
  const query = new URLSearchParams({ taskNumber: childTaskNumber, type: 'square', source });
  return `/makeMoney/taskDetails?${query.toString()}`;
}
