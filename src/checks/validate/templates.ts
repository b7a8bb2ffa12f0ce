/**
 * Scaffolding templates are not environments: OpenEnv keeps the folder `openenv init` copies
 * (src/openenv/cli/templates/openenv_env) and a skill's template (.claude/skills/…/openenv_env_template)
 * beside its environments, each with an openenv.yaml whose name is `__ENV_NAME__`. Validated, each was
 * a failing environment in every report (and a server the probe tried to start).
 */
import { readFileBounded, type RepoView } from '../../repo/view.js';

/**
 * Whether manifest text holds an `__UPPER_CASE__` template placeholder (`__ENV_NAME__`): inside one run
 * of [A-Z0-9_], a `__`, then a later `__` with a letter between. A scan of runs, linear in the text (a
 * regular expression such as /__[A-Z_]+__/ retries from every underscore of a crafted line).
 */
export function holdsTemplatePlaceholder(text: string): boolean {
  for (const run of text.match(/[A-Z0-9_]+/g) ?? []) {
    const first = run.indexOf('__');
    if (first === -1) continue;
    const last = run.lastIndexOf('__');
    if (last >= first + 3 && /[A-Z]/.test(run.slice(first + 2, last))) return true;
  }
  return false;
}

/** Manifests past this size are not scanned for placeholders (a template's is a few lines). */
const TEMPLATE_MANIFEST_BYTES = 64 * 1024;

/**
 * Splits environment roots into environments and template folders (an openenv.yaml with a placeholder).
 * `named(root)`: the user named this folder itself, so it is validated whatever it holds.
 */
export async function splitTemplates(repo: RepoView, roots: readonly string[], named: (root: string) => boolean): Promise<{ environments: string[]; templates: string[] }> {
  const environments: string[] = [];
  const templates: string[] = [];
  for (const root of roots) {
    const bytes = named(root) ? undefined : await readFileBounded(repo, root ? `${root}/openenv.yaml` : 'openenv.yaml', TEMPLATE_MANIFEST_BYTES);
    const template = bytes instanceof Uint8Array && holdsTemplatePlaceholder(new TextDecoder().decode(bytes));
    (template ? templates : environments).push(root);
  }
  return { environments, templates };
}
