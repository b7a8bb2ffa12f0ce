import { editDistance } from '../../src/engine/edit-distance.js';
import { suggestKey } from '../../src/checks/manifests/environment/grammar/did-you-mean.js';

test('an adjacent swap is one edit; other edits count as in Levenshtein', () => {
  expect(editDistance('prot', 'port')).toBe(1);
  expect(editDistance('sepc_version', 'spec_version')).toBe(1);
  expect(editDistance('kitten', 'sitting')).toBe(3);
  expect(editDistance('', 'abc')).toBe(3);
  expect(editDistance('same', 'same')).toBe(0);
  // Optimal string alignment: no substring is edited twice (`ca` → `abc` is 3, not 2).
  expect(editDistance('ca', 'abc')).toBe(3);
});

test('the cap gives up on lengths too far apart', () => {
  expect(editDistance('a', 'abcdefgh', 3)).toBe(4);
});

test('suggestions find transposed keys', () => {
  expect(suggestKey('prot', ['port', 'app', 'name'])).toBe('port');
  expect(suggestKey('nmae', ['port', 'app', 'name'])).toBe('name');
  expect(suggestKey('zzzz', ['port', 'app', 'name'])).toBeUndefined();
});
