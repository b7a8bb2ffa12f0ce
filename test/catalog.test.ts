import { CHECK_CATALOG, loadAllChecks, loadChecks } from '../src/checks/index.js';
import { CHECK_IDS } from '../src/engine/check.js';

describe('lazy check catalog', () => {
  it('describes each check as the loaded check does (options, CLI paths), in run order', async () => {
    const checks = await loadAllChecks();
    expect(checks.map((c) => c.id)).toEqual(CHECK_CATALOG.map((c) => c.id));
    expect([...checks.map((c) => c.id)].sort()).toEqual([...CHECK_IDS].sort());
    for (const [i, check] of checks.entries()) {
      const entry = CHECK_CATALOG[i]!;
      expect(entry.options).toBe(check.options);
      expect(entry.cliPaths ?? 'root').toBe(check.cliPaths ?? 'root');
    }
  });

  it('loads only the named checks, in run order whatever the order asked', async () => {
    expect((await loadChecks(['review', 'rfc-lint'])).map((c) => c.id)).toEqual(['rfc-lint', 'review']);
  });
});
