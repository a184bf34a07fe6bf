import { wishes } from '@fox/contracts';
import { api } from '../../api';

/** How many pages of the viewer's newest wishes are read to find the one just saved. */
const LOOKUP_PAGES = 3;

/**
 * createWish answers the new wish's id (as the real API does), while payment and the details go by task
 * number: the viewer's own wishes, newest first, name it. The one just saved is on the first page.
 */
export async function savedWishOf(id: number, isDraft: boolean): Promise<wishes.Wish> {
  let cursor: string | undefined;
  for (let page = 0; page < LOOKUP_PAGES; page += 1) {
    const answer = await api(wishes.myPublishedWishes, {
      filter: isDraft ? 'draft' : 'unpaid',
      cursor,
      pageSize: 20,
    });
    const found = answer.data.find((wish) => wish.id === id);
    if (found) return found;
    cursor = answer.data.at(-1)?.cursor;
    if (!cursor || answer.data.length < 20) break;
  }
  throw new Error(`wish ${id} not among the viewer's wishes`);
}
