import type { Check, CheckContext } from '../../engine/check.js';
import type { RuleMeta } from '../../engine/rule.js';
import { runFullScanMode } from './full-scan-mode.js';
import { runPullRequestMode } from './pull-request-mode.js';
import { RFC_OPTION_SPECS } from './options.js';
import { readRunSettings } from './static-adapter.js';
import { STATIC_RULE_META } from './static/index.js';
import { TRANSITION_RULES } from './transition/rules.js';

function ruleMeta(rule: RuleMeta): RuleMeta {
  return {
    id: rule.id,
    description: rule.description,
    defaultSeverity: rule.defaultSeverity,
    ...(rule.details ? { details: rule.details } : {}),
  };
}

/** Every rfc-lint rule, once per id (static rules first, in their order, then the transition rules). */
export const RFC_RULES: readonly RuleMeta[] = (() => {
  const seen = new Set<string>();
  const out: RuleMeta[] = [];
  for (const rule of [...STATIC_RULE_META, ...TRANSITION_RULES]) {
    if (seen.has(rule.id)) continue;
    seen.add(rule.id);
    out.push(ruleMeta(rule));
  }
  return out;
})();

/**
 * rfc-lint (spec rfcs.md): pull-request mode when a base revision is known (`--base REV`, or the PR
 * base in the action), full scan otherwise.
 */
export const rfcLintCheck: Check = {
  id: 'rfc-lint',
  title: 'RFC lint',
  rules: RFC_RULES,
  options: RFC_OPTION_SPECS,
  // Pull-request mode compares BASE and HEAD itself (its transition rules need both trees) and marks
  // the static findings by fingerprint with the engine's helper.
  scopeStrategy: { by: 'check' },
  async run(context) {
    const settings = readRunSettings(context);
    if (!(await hasRfcFolder(context, settings.rfcDir))) {
      // An environment repository, say: nothing to number or index, and no reason to list open PRs. Run in
      // the RFC folder itself (`rfc-lint rfcs`), it would pass in silence: that gets a warning.
      const rfcFilesHere = (await context.repo.listFiles()).filter((path) => /^\d{3}-[^/]*\.md$/.test(path));
      if (rfcFilesHere.length) {
        context.services.logger.warning(
          `rfc-lint: no ${settings.rfcDir}/ folder in ${context.repo.label}, which holds RFC files itself (${rfcFilesHere.slice(0, 3).join(', ')}${rfcFilesHere.length > 3 ? ', ...' : ''}): nothing was linted. Run rfc-lint on the folder that holds the RFC folder (the repository root), with --rfc-dir when the RFC folder is not ${settings.rfcDir}/.`,
        );
      } else context.services.logger.info(`rfc-lint: no ${settings.rfcDir}/ folder in ${context.repo.label}; nothing to lint.`);
      return { findings: [] };
    }
    return context.baseRevision ? runPullRequestMode(context, settings) : runFullScanMode(context, settings);
  },
};

/** Whether the tree (HEAD, or BASE in pull-request mode: a PR may delete the folder) has an RFC folder. */
async function hasRfcFolder(context: CheckContext, rfcDir: string): Promise<boolean> {
  const prefix = `${rfcDir.replace(/\/+$/, '')}/`;
  if ((await context.repo.listFiles()).some((path) => path.startsWith(prefix))) return true;
  if (!context.baseRevision || !context.services.git) return false;
  const base = await context.services.git(['ls-tree', '--name-only', context.baseRevision, '--', prefix], { allowFailure: true });
  return base.exitCode === 0 && base.stdout.length > 0;
}
