import { parseConfig, configuredSeverity } from '../../src/engine/config.js';
import { UserError } from '../../src/engine/errors.js';

describe('parseConfig', () => {
  it('reads rule overrides, paths, baseline and per-check options', () => {
    const config = parseConfig(
      ['checks: [rfc-lint, manifests]', 'rules:', '  rfc/header-layout: off', '  openenv-yaml/*: warning', 'paths:', '  exclude: ["vendor/**"]', 'baseline: .github/baseline.json', 'options:', '  rfc-lint:', '    former-slugs: [a/b, c/d]', '    check-open-prs: false'].join('\n'),
      '.github/openenv-ci.yml',
    );
    expect(config.checks).toEqual(['rfc-lint', 'manifests']);
    expect(config.exclude).toEqual(['vendor/**']);
    expect(config.options['rfc-lint']).toEqual({ 'former-slugs': 'a/b\nc/d', 'check-open-prs': 'false' });
    expect(configuredSeverity(config, 'rfc/header-layout', 'warning')).toBe('off');
    expect(configuredSeverity(config, 'openenv-yaml/app-format', 'error')).toBe('warning');
    expect(configuredSeverity(config, 'rfc/h1', 'error')).toBe('error');
  });

  it('points at the offending line and column of a bad value', () => {
    const text = 'rules:\n  rfc/h1: loud\n';
    expect(() => parseConfig(text, 'cfg.yml')).toThrow(UserError);
    expect(() => parseConfig(text, 'cfg.yml')).toThrow(/^cfg\.yml:2:11: invalid config at rules\.rfc\/h1/);
  });

  it('rejects unknown top-level keys with their line', () => {
    expect(() => parseConfig('checks: [rfc-lint]\nrulez: {}\n', 'c.yml')).toThrow(/c\.yml:\d+:\d+: invalid config.*rulez/);
  });

  it('an alias bomb is a user error that says what it measured, not an internal error', () => {
    let bomb = 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n';
    for (let i = 1; i < 8; i++) bomb += `a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]\n`;
    const started = Date.now();
    expect(() => parseConfig(`options:\n  rfc-lint:\n    former-slugs: x\n${bomb}`, '.github/openenv-ci.yml')).toThrow(UserError);
    expect(() => parseConfig(bomb, '.github/openenv-ci.yml')).toThrow(/\.github\/openenv-ci\.yml: invalid config: its 70 aliases expand past the limit of 100 alias expansions \(an alias bomb\)/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports YAML syntax errors with a position, never a stack', () => {
    expect(() => parseConfig('rules: [\n', 'c.yml')).toThrow(/^c\.yml:\d+:\d+: invalid YAML/);
  });
});
