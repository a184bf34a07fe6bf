import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

describe.each(databaseKinds())('the site search finds dramas on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  const dramasFound = async (keyword: string) => {
    const answer = await server.get(`/app/api/search/playlet?keyword=${encodeURIComponent(keyword)}`);
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { total: number; data: Array<{ id: number; title: string; state: string }> };
  };

  it('finds a drama on the shelf by a word of its title, as the catalogue shows it', async () => {
    const found = await dramasFound('长安雪');
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ title: '长安雪', state: 'OnShelf' });
    const catalogue = await server.get(`/app/api/playlet/info?episodeRelevance=${found.data[0]!.id}`);
    expect(found.data[0]).toEqual(catalogue.body.data);
  });

  it('finds nothing taken down, and a drama again once it is back on the shelf', async () => {
    expect((await dramasFound('逆风少年')).total).toBe(0);
    await server.db.updateTable('dramas').set({ state: 'OnShelf' }).where('title', '=', '逆风少年').execute();
    expect((await dramasFound('逆风少年')).data.map((drama) => drama.title)).toEqual(['逆风少年']);
    await server.db
      .updateTable('dramas')
      .set({ state: 'OffShelf' })
      .where('title', '=', '逆风少年')
      .execute();
    expect((await dramasFound('逆风少年')).total).toBe(0);
  });

  it('keeps dramas out of the content results, and content out of the drama results', async () => {
    const content = await server.get(`/app/api/search/content?keyword=${encodeURIComponent('长安雪')}`);
    expect(content.body.data.every((item: { kind: string }) => item.kind !== 'Playlet')).toBe(true);
    expect((await dramasFound('西湖')).data.every((drama) => drama.state === 'OnShelf')).toBe(true);
  });
});
