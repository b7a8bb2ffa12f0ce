import { createRequire } from 'node:module';

let loaded: typeof import('node:crypto') | undefined;

/**
 * node:crypto, loaded on first use through require. An ESM `import … from 'node:crypto'` costs about
 * twice the require on node 20 (13 against 6 ms of CPU): its module facade reads every export, and
 * the getters behind `webcrypto`, `subtle` and the X509 class load those parts too. Callers on the
 * start-up path of a command (the fingerprint of a finding, a process tree's marker, a file hash)
 * take it from here instead.
 */
export function nodeCrypto(): typeof import('node:crypto') {
  loaded ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return loaded;
}
