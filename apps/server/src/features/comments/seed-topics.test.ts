import { describe, expect, it } from 'vitest';
import { EVERYDAY_REPLIES, TOPIC_COMMENTS, TOPIC_REPLIES, topicOf, type Topic } from './seed-topics.js';

// That every demo work has a topic of its own is checked on the seeded world (test/demo-world.int.test.ts).
describe('the demo comments by topic', () => {
  it('reads the topics a title names, narrower ones first', () => {
    const cases: Array<[string, Topic]> = [
      ['猫咪午睡实录：晒着太阳打呼噜，治愈一整天', 'cat'],
      ['秋天去婺源，比油菜花季更安静', 'travel'],
      ['阳台种菜第三个月，小番茄终于红了', 'garden'],
      ['杭州西湖一日游怎么安排比较好？', 'xihu'],
      ['有哪些适合睡前读的诗词？', 'poetry'],
      ['广州夜市美食探店，十块钱能吃到什么', 'eating'],
      ['番茄炒蛋的三个细节，新手也能一次成功', 'cooking'],
      ['一篇与众不同的随笔', 'everyday'],
    ];
    for (const [title, topic] of cases) expect(topicOf({ busyType: 'Article', title }), title).toBe(topic);
    expect(topicOf({ busyType: 'Poetry', title: '饮湖上初晴后雨' })).toBe('poetry');
  });

  it('has six different comments a topic at least, and speaks of cats under cats only', () => {
    for (const [topic, comments] of Object.entries(TOPIC_COMMENTS)) {
      expect(new Set(comments).size, topic).toBeGreaterThanOrEqual(6);
      expect(new Set(comments).size, topic).toBe(comments.length);
      const aboutCats = comments.filter((text) => text.includes('猫'));
      expect(aboutCats, topic).toEqual(topic === 'cat' ? comments : []);
    }
    for (const [topic, replies] of Object.entries(TOPIC_REPLIES)) {
      if (topic !== 'cat')
        expect(
          replies.filter((text) => text.includes('猫')),
          topic,
        ).toEqual([]);
    }
    expect(EVERYDAY_REPLIES.filter((text) => text.includes('猫'))).toEqual([]);
  });
});
