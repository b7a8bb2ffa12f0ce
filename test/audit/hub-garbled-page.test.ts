import { HubClient } from '../../src/hub/client.js';
import { StandInHub } from '../support/hub-server.js';

/** A listing page whose bytes are not JSON is a failed request (retried), never an empty listing. */
describe('HubClient and a garbled listing page', () => {
  let hub: StandInHub;
  beforeEach(async () => {
    hub = await new StandInHub({ spaces: 30, maxPageSize: 12 }).start();
  });
  afterEach(async () => hub.close());

  const client = () => new HubClient({ baseUrl: hub.url, concurrency: 2, sleep: async () => undefined, timeoutMs: 2000 });

  test('one garbled page is retried and the listing is complete', async () => {
    hub.addFault({ kind: 'garbled', match: '/api/spaces', times: 1 });
    const c = client();
    const ids: string[] = [];
    for await (const page of c.listRepos('spaces', { filter: 'openenv' })) ids.push(...page.entries.map((e) => e.id));
    expect(ids).toHaveLength(30);
    expect(c.stats.retries).toBe(1);
  });

  test('a page that stays garbled fails the listing with the reason, after the retries', async () => {
    hub.addFault({ kind: 'garbled', match: '/api/spaces', times: Infinity });
    const listing = async () => {
      for await (const _ of client().listRepos('spaces', { filter: 'openenv' }));
    };
    await expect(listing()).rejects.toThrow(/did not return JSON \(gave up after 5 attempts\)/);
  });
});
