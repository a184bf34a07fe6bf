import { describe, expect, it } from 'vitest';
import { plainNoticeTargetPath } from './notice-links';

describe('plainNoticeTargetPath', () => {
  it('leads a review notice to the work it is about', () => {
    expect(plainNoticeTargetPath({ systemType: 'contentAudit', busyType: 'Video', busyCode: 5 })).toBe(
      '/videoShare?id=5',
    );
    expect(plainNoticeTargetPath({ busyType: 'Article', busyCode: 6 })).toBe('/imageTextDetail?id=6');
    expect(plainNoticeTargetPath({ busyType: 'Question', busyCode: 7 })).toBe('/askDetail?id=7');
    expect(plainNoticeTargetPath({ busyType: 'Playlet', busyCode: 8 })).toBe(
      '/shortPlayDetail?episodeRelevance=8',
    );
  });

  it('leads nowhere for works without a page of their own, or without an id', () => {
    expect(plainNoticeTargetPath({ busyType: 'Poetry', busyCode: 9 })).toBeNull();
    expect(plainNoticeTargetPath({ busyType: 'Video' })).toBeNull();
    expect(plainNoticeTargetPath({})).toBeNull();
  });
});
