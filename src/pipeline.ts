import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import type { Check, CheckContext, CheckServices, PullRequestInfo } from './engine/check.js';
import { EMPTY_CONFIG, parseConfig, type ResolvedConfig } from './engine/config.js';
import { parseBaseline } from './engine/baseline.js';
import { UserError } from './engine/errors.js';
import { runChecks, type RunResult } from './engine/run.js';
import { SEVERITIES, type Finding } from './engine/finding.js';
import { z } from 'zod';
import { ALL_CHECKS } from './checks/index.js';
import { DEFAULT_CHECKS, mergeCheckOptions, type Settings } from './settings.js';
import { gitRunner, type GitRunner } from './repo/git.js';
import { GitRevisionView } from './repo/git-revision.js';
import { WorkingTreeView } from './repo/working-tree.js';
import { FilteredRepoView } from './repo/filtered.js';
import type { RepoView } from './repo/view.js';

/**
 * What both front ends share: settings → config → repository view → checks → RunResult.
 * The action (main.ts) and the CLI (cli.ts) differ only in how they gather settings and report.
 */
export interface PipelineInputs {
  settings: Settings;
  services: Omit<CheckServices, 'git'>;
  pullRequest?: PullRequestInfo;
  eventName?: string;
}

export interface PipelineOutput {
  result: RunResult;
  checks: readonly Check[];
  config: ResolvedConfig;
  repo: RepoView;
  /** Files changed between base and head (pull-request mode), for ordering annotations. */
  changedFiles?: ReadonlySet<string>;
}

export async function loadConfig(settings: Settings): Promise<ResolvedConfig> {
  const path = isAbsolute(settings.configPath) ? settings.configPath : resolve(settings.root, settings.configPath);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    if (settings.configExplicit) throw new UserError(`config file ${settings.configPath} not found; create it or drop the config option.`);
    return EMPTY_CONFIG;
  }
  return parseConfig(text, settings.configPath);
}

/** Git in `root` when it is inside a work tree; undefined otherwise (history-based rules then skip). */
export async function detectGit(root: string): Promise<GitRunner | undefined> {
  const git = gitRunner(root);
  try {
    const { stdout, exitCode } = await git(['rev-parse', '--is-inside-work-tree'], { allowFailure: true });
    return exitCode === 0 && stdout.toString().trim() === 'true' ? git : undefined;
  } catch {
    return undefined; // git not installed
  }
}

async function changedFiles(git: GitRunner | undefined, base: string | undefined, head: string | undefined): Promise<Set<string> | undefined> {
  if (!git || !base) return undefined;
  const { stdout, exitCode } = await git(['diff', '--name-only', '--relative', '-z', base, ...(head ? [head] : [])], { allowFailure: true });
  if (exitCode !== 0) return undefined;
  return new Set(stdout.toString('utf8').split('\0').filter(Boolean));
}

const importedReportSchema = z.object({
  version: z.literal(1),
  findings: z
    .array(
      z.object({
        rule: z.string().max(200),
        severity: z.enum(SEVERITIES),
        file: z.string().max(4096),
        line: z.number().int().positive().optional(),
        column: z.number().int().positive().optional(),
        endLine: z.number().int().positive().optional(),
        endColumn: z.number().int().positive().optional(),
        message: z.string().max(20_000),
        fingerprint: z.string().max(200),
        check: z.string().max(50).optional(),
      }),
    )
    .max(100_000),
});

/** Findings of earlier jobs, from their JSON reports (validated: they may come from an untrusted job). */
async function importReports(paths: readonly string[]): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const path of paths) {
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw new UserError(`import-reports: cannot read ${path} as JSON (${(error as Error).message}).`);
    }
    const parsed = importedReportSchema.safeParse(data);
    if (!parsed.success) throw new UserError(`import-reports: ${path} is not an openenv-ci JSON report (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}).`);
    out.push(...parsed.data.findings);
  }
  return out;
}

export async function runPipeline(inputs: PipelineInputs): Promise<PipelineOutput> {
  const { settings } = inputs;
  const config = await loadConfig(settings);
  const checkIds = settings.checks ?? config.checks ?? [...DEFAULT_CHECKS];
  const checks = ALL_CHECKS.filter((c) => checkIds.includes(c.id));

  const git = await detectGit(settings.root);
  if ((settings.base || settings.head) && !git) {
    throw new UserError(`--base/--head need a git repository, but ${settings.root} is not inside one.`);
  }
  const tree: RepoView = settings.head && git ? new GitRevisionView(git, settings.head) : new WorkingTreeView(settings.root);
  const repo = config.include.length || config.exclude.length ? new FilteredRepoView(tree, config.include, config.exclude) : tree;
  if (settings.head) await repo.listFiles().catch(() => { throw new UserError(`--head ${settings.head}: no such revision in ${settings.root}.`); });
  if (settings.base && git) {
    const ok = await git(['rev-parse', '--verify', '--quiet', `${settings.base}^{commit}`], { allowFailure: true });
    if (ok.exitCode !== 0) throw new UserError(`--base ${settings.base}: no such revision in ${settings.root} (fetch with full history: actions/checkout fetch-depth: 0).`);
  }

  let baseline: Map<string, number> | undefined;
  if (config.baseline) {
    const path = resolve(settings.root, config.baseline);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new UserError(`baseline file ${config.baseline} (from ${config.source}) not found.`);
    }
    baseline = parseBaseline(text, config.baseline);
  }

  const changed = await changedFiles(git, settings.base, settings.head);
  const context: Omit<CheckContext, 'options' | 'priorFindings'> = {
    repo,
    root: settings.root,
    paths: settings.paths,
    repositorySlug: settings.repositorySlug,
    pullRequest: inputs.pullRequest,
    baseRevision: settings.base,
    headRevision: settings.head,
    eventName: inputs.eventName,
    changedFiles: changed,
    services: { ...inputs.services, git },
  };
  const result = await runChecks({
    checks,
    config,
    optionsFor: (check) => mergeCheckOptions(check, config.options[check.id], settings.checkOptions[check.id]),
    context,
    baseline,
    importedFindings: await importReports(settings.importReports),
  });
  return { result, checks, config, repo, changedFiles: changed };
}
