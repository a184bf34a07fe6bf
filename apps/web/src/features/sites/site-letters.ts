/** Spec 002 §2.10: the letter index of the picker, after the hot group. */
export const LETTER_GROUPS = ['ABCDEF', 'GHIJ', 'KLMN', 'PQRSTUVW', 'XYZ'] as const;
export type LetterGroup = (typeof LETTER_GROUPS)[number];
export type LetterTab = 'hot' | LetterGroup;
export const LETTER_TABS: readonly LetterTab[] = ['hot', ...LETTER_GROUPS];

/**
 * The group a letter is filed under. Groups cover consecutive ranges from their first letter, so the
 * letter O that the spec's groups leave out (欧…, OPPO) is filed with KLMN instead of being lost.
 */
export function letterGroupOf(initial: string): LetterGroup {
  const letter = initial.toUpperCase();
  let found: LetterGroup = LETTER_GROUPS[0];
  for (const group of LETTER_GROUPS) if (group[0]! <= letter) found = group;
  return found;
}

export interface LetterSection<S> {
  letter: string;
  sites: S[];
}

/** The sites of one group, by initial in alphabetical order; each letter keeps the order it was given. */
export function sectionsOf<S extends { initial: string }>(
  sites: readonly S[],
  group: LetterGroup,
): LetterSection<S>[] {
  const byLetter = new Map<string, S[]>();
  for (const site of sites) {
    const letter = site.initial.toUpperCase();
    if (letterGroupOf(letter) !== group) continue;
    const list = byLetter.get(letter) ?? [];
    list.push(site);
    byLetter.set(letter, list);
  }
  return [...byLetter.keys()].sort().map((letter) => ({ letter, sites: byLetter.get(letter)! }));
}
