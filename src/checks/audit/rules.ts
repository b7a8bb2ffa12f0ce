import type { RuleMeta } from '../../engine/rule.js';

/**
 * The audit's own rules: facts about a Hub repository or an environment folder as a whole. Everything
 * about the files inside comes from the manifests and validate checks, run unchanged on each environment.
 */
export const manifestMissing: RuleMeta = {
  id: 'audit/manifest-missing',
  description: 'An audited Space or environment folder has no openenv.yaml, so nothing can load it as an OpenEnv environment.',
  defaultSeverity: 'error',
};

export const fileMissing: RuleMeta = {
  id: 'audit/file-missing',
  description: 'The repository tree lists a file that the Hub cannot serve at the audited commit (404 on resolve).',
  defaultSeverity: 'error',
};

export const repoMissing: RuleMeta = {
  id: 'audit/repo-missing',
  description: 'A listed repository (or its listed commit) is gone when its files are read: deleted, renamed or made private.',
  defaultSeverity: 'error',
};

export const envUnreadable: RuleMeta = {
  id: 'audit/env-unreadable',
  description: 'The environment could not be read after retries (timeouts, 5xx, rate limits, request budget); its status is `error`.',
  defaultSeverity: 'warning',
};

export const spaceRuntimeError: RuleMeta = {
  id: 'audit/space-runtime-error',
  description: 'The Hub reports the Space in an error stage (BUILD_ERROR, RUNTIME_ERROR, CONFIG_ERROR): it does not run.',
  defaultSeverity: 'error',
};

export const spaceNotDocker: RuleMeta = {
  id: 'audit/space-not-docker',
  description: 'The Space does not use the Docker SDK, which OpenEnv environments are deployed with (`openenv push`).',
  defaultSeverity: 'warning',
};

export const listingIncomplete: RuleMeta = {
  id: 'audit/listing-incomplete',
  description: 'The Hub listing stopped early (after retries, or the request budget ran out): the report covers only what was listed.',
  defaultSeverity: 'warning',
};

export const sourceEmpty: RuleMeta = {
  id: 'audit/source-empty',
  description: 'The `source` globs matched no environment folder, so the audit checked nothing (often an unquoted glob the shell expanded).',
  defaultSeverity: 'error',
};

export const auditPartial: RuleMeta = {
  id: 'audit/partial',
  description: 'Some listed repositories were not audited (request budget, errors after retries, cancellation); each is named on stderr and in the report. A warning with `allow-partial: true`.',
  defaultSeverity: 'error',
};

export const listingFailed: RuleMeta = {
  id: 'audit/listing-failed',
  description: 'The run listed nothing it can trust (a refused token, an outage, or an empty listing where the previous report had environments): nothing is replaced and the tracking issue says the audit is stale.',
  defaultSeverity: 'error',
};

export const spaceProbeHealth: RuleMeta = {
  id: 'audit/space-unhealthy',
  description: 'With `probe-spaces: true`: the running Space does not answer GET /health with 200 {"status": "healthy"} at its live URL.',
  defaultSeverity: 'error',
};

export const spaceProbeSchema: RuleMeta = {
  id: 'audit/space-schema',
  description: 'With `probe-spaces: true`: the Space\'s GET /schema does not give action, observation and state JSON Schemas that compile.',
  defaultSeverity: 'error',
};

export const spaceProbeReset: RuleMeta = {
  id: 'audit/space-reset',
  description: 'With `probe-spaces: true`: one WebSocket session on the Space\'s /ws does not answer a reset with an observation frame.',
  defaultSeverity: 'error',
};

export const spaceSleeping: RuleMeta = {
  id: 'audit/space-sleeping',
  description: 'With `probe-spaces: true`: the Space is sleeping or paused, so the runtime probe did not contact it (`wake: true` wakes it).',
  defaultSeverity: 'notice',
};

export const AUDIT_RULES: readonly RuleMeta[] = [
  manifestMissing,
  fileMissing,
  repoMissing,
  envUnreadable,
  spaceRuntimeError,
  spaceNotDocker,
  listingIncomplete,
  sourceEmpty,
  auditPartial,
  listingFailed,
  spaceProbeHealth,
  spaceProbeSchema,
  spaceProbeReset,
  spaceSleeping,
];

/** Runtime stages in which a Space does not serve (huggingface_hub `SpaceStage`). */
export const ERROR_STAGES: ReadonlySet<string> = new Set(['BUILD_ERROR', 'RUNTIME_ERROR', 'CONFIG_ERROR', 'NO_APP_FILE']);
