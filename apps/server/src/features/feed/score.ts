/**
 * The feed's score, as the database keeps it in each content table's `feedScore` column (migration 0021):
 * written out here too, so that the rule can be read and tested in one place.
 */
const HOUR = 3_600_000;
/** Each doubling of engagement is worth this many hours of recency. */
export const HOURS_PER_DOUBLING = 12;
/** Engagement steps: 1, 2, 4, … 1024 points; beyond that nothing more is added. */
const STEPS = 10;

/**
 * Each further item of the same kind gives up this many hours, so the kinds take turns: videos draw more
 * comments than questions, and without it a lively week of videos would fill every first page.
 */
export const HOURS_PER_SAME_KIND = 24;

/** Likes count once; comments and collects, which cost the reader more, twice. */
export const engagementOf = (counts: { praiseCount: number; commentCount: number; collectCount: number }) =>
  counts.praiseCount + 2 * counts.commentCount + 2 * counts.collectCount;

/** floor(log2(1 + engagement)), at most STEPS. */
export function engagementStep(engagement: number): number {
  for (let step = STEPS; step > 0; step--) if (engagement + 1 >= 2 ** step) return step;
  return 0;
}

/**
 * The hour an item was published plus twelve hours per doubling of its engagement. It does not depend on
 * the time of asking, so two requests rank alike and pages follow on from each other.
 */
export const scoreOf = (createdAt: number, engagement: number) =>
  Math.floor(createdAt / HOUR) + HOURS_PER_DOUBLING * engagementStep(engagement);
