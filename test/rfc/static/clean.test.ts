import { STATIC_RULE_META } from '../../../src/checks/rfc/static/index.js';
import { brief, cleanTreeWith, lint } from './helpers.js';

describe('clean tree', () => {
  test('a tree that follows the template passes every static rule', async () => {
    const findings = await lint(cleanTreeWith());
    expect(brief(findings)).toEqual([]);
  });

  test('the rule table lists the spec ids plus rfc/unreadable, each once', () => {
    const ids = STATIC_RULE_META.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('rfc/unreadable');
    expect(ids.length).toBe(22);
    for (const r of STATIC_RULE_META) expect(r.description.length).toBeGreaterThan(10);
  });
});
