import { describe, expect, it } from '@jest/globals';
import { bindsAtModuleLevel, moduleLevelBinder } from '../../src/python/bindings.js';

describe('module-level bindings', () => {
  const source = [
    'import os',
    'from pkg import (a, b as c)',
    'try:',
    '    from fast import app',
    'except ImportError:',
    '    app = None',
    'if os.environ.get("X"): flag = 1',
    'def helper():',
    '    inner = 2',
    'class Thing:',
    '    attr = 3',
    'for item in []:',
    '    pass',
    '',
  ].join('\n');

  it('one binder answers every name as bindsAtModuleLevel does', () => {
    const binds = moduleLevelBinder(source)!;
    const names = ['os', 'a', 'b', 'c', 'app', 'flag', 'helper', 'inner', 'Thing', 'attr', 'item', 'missing'];
    expect(names.filter((n) => binds(n))).toEqual(['os', 'a', 'c', 'app', 'flag', 'helper', 'Thing', 'item']);
    expect(names.map((n) => binds(n))).toEqual(names.map((n) => bindsAtModuleLevel(source, n)));
  });

  it('is undefined for a source that does not tokenize', () => {
    expect(moduleLevelBinder('x = "unterminated\n')).toBeUndefined();
    expect(bindsAtModuleLevel('x = "unterminated\n', 'x')).toBeUndefined();
  });
});
