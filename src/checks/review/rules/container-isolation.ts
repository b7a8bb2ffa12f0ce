import type { ReviewRule } from '../context.js';
import { scannedLines, scannedTextMatches } from '../diff.js';

type Kind = 'dockerfile' | 'compose' | 'shell' | 'python' | 'yaml';

function fileKind(path: string): Kind | undefined {
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (/^(Dockerfile|Containerfile)([.-].*)?$/i.test(base) || base.endsWith('.dockerfile')) return 'dockerfile';
  if (/(^|[-_.])compose([-_.].*)?\.ya?ml$/i.test(base)) return 'compose';
  if (/\.(sh|bash)$/.test(base) || base === 'Makefile') return 'shell';
  if (base.endsWith('.py')) return 'python';
  if (/\.ya?ml$/.test(base)) return 'yaml';
  return undefined;
}

const HOST_PATH = String.raw`(?:/(?!tmp\b)[\w.$/{}-]*|\./[\w.$/{}-]*|\.\./[\w.$/{}-]*|~/?[\w.$/{}-]*|\$\{?(?:PWD|HOME)\}?[\w.$/{}-]*)`;

/**
 * A word every check below needs on its line, but compose's host-path list item (`- ./data:/data`): a
 * Python file without any is not scanned line by line, and a line without any is tested against no
 * check (most lines: one test instead of one per check).
 */
const CHECK_WORDS = /privileged|host|docker\.sock|-v|--mount|volumes/;

const CHECKS: { kinds: Kind[]; regex: RegExp; what: string; fix: string }[] = [
  { kinds: ['dockerfile', 'shell', 'yaml', 'compose', 'python'], regex: /--privileged\b/, what: 'runs the container privileged', fix: 'drop --privileged; grant the one capability needed with --cap-add' },
  { kinds: ['compose', 'yaml'], regex: /^\s*privileged\s*:\s*true\b/, what: 'runs the container privileged', fix: 'remove `privileged: true`; grant the one capability needed with cap_add' },
  { kinds: ['python'], regex: /\bprivileged\s*=\s*True\b/, what: 'starts the container privileged', fix: 'remove privileged=True; grant the one capability needed with cap_add' },
  { kinds: ['dockerfile', 'shell', 'yaml', 'compose', 'python'], regex: /--(?:network|net)(?:=|\s+)["']?host\b/, what: 'uses host networking', fix: 'use the default bridge network and publish the port the server needs' },
  { kinds: ['compose', 'yaml'], regex: /^\s*network_mode\s*:\s*["']?host\b/, what: 'uses host networking', fix: 'remove `network_mode: host` and publish the port the server needs' },
  { kinds: ['python'], regex: /\bnetwork_mode\s*=\s*["']host["']/, what: 'uses host networking', fix: 'drop network_mode="host" and publish the port the server needs' },
  { kinds: ['dockerfile', 'shell', 'yaml', 'compose', 'python'], regex: /\/var\/run\/docker\.sock|\/run\/docker\.sock/, what: 'gives the container the Docker socket (root on the host)', fix: 'do not mount the Docker socket; use a provider API or a rootless sandbox' },
  { kinds: ['dockerfile', 'shell', 'yaml', 'compose', 'python'], regex: /--pid(?:=|\s+)host\b|^\s*pid\s*:\s*["']?host\b/, what: 'shares the host PID namespace', fix: 'remove the host PID namespace' },
  { kinds: ['shell', 'yaml', 'python'], regex: new RegExp(String.raw`(?:\s-v|--volume)(?:=|\s+)["']?${HOST_PATH}:`), what: 'mounts a host path into the container', fix: 'copy what the environment needs into the image, or document this explicit mount in the PR' },
  { kinds: ['shell', 'yaml', 'python'], regex: /--mount[= ]["']?type=bind\b/, what: 'bind-mounts a host path into the container', fix: 'copy what the environment needs into the image, or document this explicit mount in the PR' },
  { kinds: ['compose'], regex: new RegExp(String.raw`^\s*-\s*["']?${HOST_PATH}:`), what: 'mounts a host path into the container', fix: 'use a named volume, or document this explicit mount in the PR' },
  { kinds: ['python'], regex: /\bvolumes\s*=\s*[{[]\s*["']\//, what: 'mounts a host path into the container', fix: 'copy what the environment needs into the image, or document this explicit mount in the PR' },
];

export const containerIsolation: ReviewRule = {
  id: 'review/container-isolation',
  description: 'Dockerfile/compose/run change adding --privileged, host networking, the Docker socket or a host path mount.',
  defaultSeverity: 'warning',
  tier: 2,
  perFile: true,
  conflict: 'principle',
  wholeFile: true,
  invariant: { document: 'invariants', title: 'Container isolation', patterns: [/container isolation/i, /host filesystem/i] },
  run(context, report) {
    for (const file of context.files) {
      if (file.status === 'deleted') continue;
      const kind = fileKind(file.path);
      if (!kind || (kind === 'python' && !scannedTextMatches(file, CHECK_WORDS))) continue;
      for (const { line, text } of scannedLines(file)) {
        if (kind === 'python' && /^\s*#/.test(text)) continue;
        if ((kind === 'dockerfile' || kind === 'shell' || kind === 'yaml' || kind === 'compose') && /^\s*#/.test(text)) continue;
        if (kind !== 'compose' && !CHECK_WORDS.test(text)) continue;
        const hit = CHECKS.find((c) => c.kinds.includes(kind) && c.regex.test(text));
        if (!hit) continue;
        report({
          file: file.path,
          line,
          message: `This change ${hit.what}. Environments run isolated from the host: ${hit.fix}.`,
          key: `${hit.what}:${text.trim()}`,
        });
      }
    }
  },
};
