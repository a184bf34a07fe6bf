import type { ComponentType } from 'react';
import type { DetailItem } from '../../../kit';
import type { ReviewItemDetail } from '../review-data';

/**
 * How the console shows one kind of reviewed item in its drawer. The shared fields (title, author, state,
 * reason, times, audit trail, actions) are drawn for every kind; a presenter adds what its kind's `detail`
 * holds and shows the item as the operator must judge it (the video playing, the article rendered).
 */
export interface ReviewPresenter {
  /** Label–value pairs of the kind's own detail, shown under the shared ones. */
  facts?: (item: ReviewItemDetail) => DetailItem[];
  /** The item itself. */
  Content: ComponentType<{ item: ReviewItemDetail }>;
}
