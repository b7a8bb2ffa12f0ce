/** Lint one `openenv.yaml`: the YAML layer, then every key and cross-file rule. */
import type { Finding } from '../../../engine/finding.js';
import { runRules } from '../../../engine/rule.js';
import type { RuleMeta } from '../../../engine/rule.js';
import { decodeText, normalizeRepoPath, readFileBounded, type RepoView } from '../../../repo/view.js';
import { MAX_MANIFEST_BYTES } from '../yaml/guards.js';
import type { YamlPath } from '../yaml/load.js';
import { defineRule, headRange } from './context.js';
import type { EnvDirectory, OpenEnvContext, OpenEnvRule } from './context.js';
import { loadOpenEnvManifest } from './load.js';
import { workflowSignals, type WorkflowSignals } from '../../validate/static/workflows.js';
import { readDockerfile, type DockerfileModel } from '../../validate/static/dockerfile.js';
import { appPortRules } from './rules/app-port.js';
import { formatFileRules } from './rules/format-files.js';
import { identityRules } from './rules/identity.js';
import { otherKeyRules } from './rules/other-keys.js';
import { variableRules } from './rules/variables.js';

export const lineEndings = defineRule('line-endings', 'notice', 'CRLF line endings or no final newline (off by default).', 'OE-F07', (ctx, report) => {
  const text = ctx.yaml.text;
  if (text.includes('\r\n')) {
    const line = text.slice(0, text.indexOf('\r\n')).split('\n').length;
    report({ file: ctx.file, line, key: 'crlf', message: 'The file uses CRLF line endings. PyYAML handles them, but LF keeps diffs clean: convert the file to LF (e.g. `.gitattributes`: `*.yaml text eol=lf`).' });
  } else if (text.length > 0 && !text.endsWith('\n')) {
    const line = text.split('\n').length;
    report({ file: ctx.file, line, key: 'eof', message: 'The file does not end with a newline. Add one.' });
  }
});

/** Every per-file rule, in reporting order. */
export const OPENENV_RULES: readonly OpenEnvRule[] = [...formatFileRules, ...identityRules, ...appPortRules, ...variableRules, ...otherKeyRules, lineEndings];

/** Rules that run only when enabled explicitly (spec: "off by default"). */
export const OPENENV_OFF_BY_DEFAULT: ReadonlySet<string> = new Set([lineEndings.id]);

export const openEnvFileRules: RuleMeta[] = OPENENV_RULES.map(({ id, description, defaultSeverity, details }) => ({
  id,
  description,
  defaultSeverity,
  details: OPENENV_OFF_BY_DEFAULT.has(id) ? `${details ?? ''} Off by default.`.trim() : details,
}));

export interface OpenEnvLintOptions {
  /** Off-by-default rule ids to run too (e.g. `openenv-yaml/line-endings`). */
  enable?: readonly string[];
  /** Rules the config turns off (CheckContext.ruleOff): they do not run. */
  ruleOff?: (rule: string) => boolean;
}

/**
 * Lint one `openenv.yaml`. `env` gives read access to the environment directory (see `envDirectory`).
 * Never throws on file content.
 */
export async function lintOpenEnvYaml(bytes: Uint8Array, file: string, env: EnvDirectory, options: OpenEnvLintOptions = {}): Promise<Finding[]> {
  const loaded = loadOpenEnvManifest(bytes, file);
  if (loaded.format === 'unreadable' || !loaded.manifest) return loaded.findings;
  const yaml = loaded.yaml;
  const raw = loaded.manifest.raw;
  const locate = (path: YamlPath, part?: 'key' | 'value') => {
    for (let n = path.length; n > 0; n--) {
      const range = yaml.rangeOf(path.slice(0, n), n === path.length ? part : 'key');
      if (range) return range;
    }
    return { line: 1, column: 1 };
  };
  let signals: Promise<WorkflowSignals> | undefined;
  const dockerfiles = new Map<string, Promise<DockerfileModel | undefined>>();
  const context: OpenEnvContext = {
    file,
    format: loaded.format,
    raw,
    yaml,
    env,
    has: (key) => Object.prototype.hasOwnProperty.call(raw, key),
    locate,
    typeOf: (path) => yaml.typeOf(path),
    sourceOf: (path) => yaml.sourceOf(path),
    keyTypeOf: (path) => yaml.keyTypeOf(path),
    sourceOfKey: (path) => yaml.keySourceOf(path),
    head: () => headRange(yaml.text),
    workflows: () =>
      (signals ??= workflowSignals({
        files: env.repoFiles(),
        envDir: env.dir,
        read: (path) => env.read(`${'../'.repeat(env.dir ? env.dir.split('/').length : 0)}${path}`),
      })),
    dockerfile: (name) => {
      let model = dockerfiles.get(name);
      if (!model) dockerfiles.set(name, (model = env.read(name).then((text) => (text === undefined ? undefined : readDockerfile(name, text)))));
      return model;
    },
  };
  const enabled = new Set(options.enable ?? []);
  const rules = OPENENV_RULES.filter((r) => !OPENENV_OFF_BY_DEFAULT.has(r.id) || enabled.has(r.id));
  return [...loaded.findings, ...(await runRules(rules, context, file, options.ruleOff))];
}

/**
 * The directory around a manifest, read through a RepoView. `files` is the tree's file list (pass the
 * same set for every manifest of a repository so it is listed once).
 */
export function envDirectory(view: RepoView, files: ReadonlySet<string>, manifestFile: string): EnvDirectory {
  const dir = manifestFile.includes('/') ? manifestFile.slice(0, manifestFile.lastIndexOf('/')) : '';
  const resolve = (relative: string) => normalizeRepoPath(dir ? `${dir}/${relative}` : relative);
  const cache = new Map<string, Promise<string | undefined>>();
  let listed: string[] | undefined;
  return {
    dir,
    exists: (relative) => {
      const path = resolve(relative);
      return path !== undefined && files.has(path);
    },
    read: (relative) => {
      const path = resolve(relative);
      if (path === undefined || !files.has(path)) return Promise.resolve(undefined);
      let pending = cache.get(path);
      if (!pending) {
        pending = (async () => {
          const bytes = await readFileBounded(view, path, MAX_MANIFEST_BYTES);
          if (bytes === undefined || typeof bytes === 'number') return undefined;
          const decoded = decodeText(bytes);
          return decoded.binary || decoded.invalidUtf8 ? undefined : decoded.text;
        })();
        cache.set(path, pending);
      }
      return pending;
    },
    repoFiles: () => files,
    list: () => {
      if (!listed) {
        const prefix = dir ? `${dir}/` : '';
        listed = [...files].filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length));
      }
      return listed;
    },
  };
}
