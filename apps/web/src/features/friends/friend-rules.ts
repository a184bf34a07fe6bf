import { friends } from '@fox/contracts';

type ApplyState = friends.ApplyState;

/**
 * What a request's row says (spec 001 §4): the applicant of a pending request waits for the other party,
 * the receiver sees an agree button instead of a label; the settled states read expired, added, rejected.
 */
export function requestStateKey(state: ApplyState, active: 'Y' | 'N'): string {
  switch (state) {
    case 'pass':
      return 'friends.state.pass';
    case 'reject':
      return 'friends.state.reject';
    case 'timeOut':
      return 'friends.state.timeOut';
    case 'audit':
      return active === 'Y' ? 'friends.state.waiting' : 'friends.state.audit';
  }
}

/** Only a pending request the viewer received can be agreed or rejected. */
export function canAnswer(state: ApplyState, active: 'Y' | 'N'): boolean {
  return state === 'audit' && active === 'N';
}

/** The message key of a label name's first problem, or null when the name may be saved (spec 001 §5). */
export function labelNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'friends.label.nameEmpty';
  if (trimmed.length > friends.LABEL_NAME_MAX) return 'friends.label.nameTooLong';
  return null;
}

/** The new-label button disappears once the viewer has the most labels allowed (spec 001 §5). */
export function canCreateLabel(labelCount: number): boolean {
  return labelCount < friends.LABELS_MAX;
}

const PINYIN = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
/** The first character of each initial under pinyin collation (no pinyin starts with I, U or V). */
const INITIAL_BOUNDARIES: Array<[string, string]> = [...'ABCDEFGHJKLMNOPQRSTWXYZ'].map((letter, index) => [
  letter,
  [...'阿八嚓哒妸发旮哈讥咔垃痳拏噢妑七呥扨它穵夕丫帀'][index]!,
]);

/** The A–Z group of a display name: a Latin letter as it is, a Chinese character by its pinyin, else '#'. */
export function bookLetterOf(displayName: string): string {
  const first = displayName.trim().charAt(0);
  const upper = first.toUpperCase();
  if (upper >= 'A' && upper <= 'Z') return upper;
  if (!/\p{Script=Han}/u.test(first)) return '#';
  let letter = '#';
  for (const [candidate, boundary] of INITIAL_BOUNDARIES) {
    if (PINYIN.compare(first, boundary) >= 0) letter = candidate;
    else break;
  }
  return letter;
}

/** Friends grouped by letter, A to Z then '#', each group in the book's order. */
export function groupByLetter<T extends { displayName: string }>(list: T[]): Array<[string, T[]]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const letter = bookLetterOf(item.displayName);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)));
}
