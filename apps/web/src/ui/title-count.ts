import { create } from 'zustand';

/**
 * The count the tab title leads with, as chat products show unread messages: "(3) 首页 - 狐狐视界". Set by
 * whatever counts (the message badge); 0 shows none.
 */
export const useTitleCount = create<{ count: number }>()(() => ({ count: 0 }));

/** The title's leading count: nothing at 0, 99+ beyond 99. */
export const titlePrefixOf = (count: number): string =>
  count <= 0 ? '' : `(${count > 99 ? '99+' : count}) `;
