import { fingerprint } from '../../src/engine/fingerprint.js';
import * as core from '@actions/core';

describe('fingerprint', () => {
  it('ignores whitespace differences in the key but not the path', () => {
    expect(fingerprint('rfc/x', 'a.md', 'RFC  006\nhere')).toBe(fingerprint('rfc/x', 'a.md', 'RFC 006 here'));
    expect(fingerprint('rfc/x', 'a.md', 'k')).not.toBe(fingerprint('rfc/x', 'b.md', 'k'));
  });
  it('loads the ESM-only toolkit for real', () => {
    expect(typeof core.getInput).toBe('function');
  });
});
