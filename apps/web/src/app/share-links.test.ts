import { im } from '@fox/contracts';
import { describe, expect, it } from 'vitest';
import { shareRoute } from '../features/chat/bubbles/share-route';
import { allPagePaths } from './route-map';

describe('share cards in chat', () => {
  it('open only pages the portal has', () => {
    const paths = new Set(allPagePaths().map((page) => page.path));
    for (const type of im.SHARE_TYPES) {
      const route = shareRoute({ type, id: 42 });
      if (route) expect(paths.has(route.split('?')[0]!), route).toBe(true);
    }
  });
});
