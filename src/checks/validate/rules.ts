import type { RuleMeta } from '../../engine/rule.js';
import type { Severity } from '../../engine/finding.js';

/** A validator criterion: a rule whose id and default severity come from validator.md. */
export interface CriterionMeta extends RuleMeta {
  /** Reproduces an `openenv validate <dir>` (local) or `--url` (runtime) issue. */
  readonly parity?: 'local' | 'runtime';
  readonly phase: 'static' | 'runtime';
}

function c(
  id: string,
  defaultSeverity: Severity,
  description: string,
  extra: { parity?: 'local' | 'runtime'; details?: string; optIn?: boolean } = {},
): CriterionMeta {
  const phase = /^(runtime|reward|repro)\//.test(id) || RUNTIME_TOOL_IDS.has(id) ? 'runtime' : 'static';
  return { id, defaultSeverity, description, phase, ...extra };
}
const RUNTIME_TOOL_IDS = new Set(['tools/input-schema', 'tools/no-reserved', 'tools/declaration-matches', 'tasks/addressable']);

/** Every criterion, in report order. Spec `info` severity is `notice` here. */
export const CRITERIA: readonly CriterionMeta[] = [
  // structure/
  c('structure/manifest-present', 'error', 'The environment root holds openenv.yaml.', { parity: 'local' }),
  c('structure/manifest-valid', 'error', 'openenv.yaml is a YAML mapping with a non-empty name (openenv push needs it).'),
  c('structure/manifest-runtime-fields', 'warning', 'openenv.yaml has spec_version 1, app as module:attribute and an integer port.'),
  c('structure/manifest-extensions-valid', 'error', 'Proposed openenv.yaml blocks (resources, reward, tools, tasks, network, reproducibility) are well-formed when present.', { details: 'Proposed fields: not adopted upstream yet.' }),
  c('structure/pyproject-present', 'error', 'pyproject.toml exists.', { parity: 'local' }),
  c('structure/pyproject-valid', 'error', 'pyproject.toml parses as TOML.', { parity: 'local' }),
  c('structure/server-script', 'error', '[project.scripts] has a server entry.', { parity: 'local' }),
  c('structure/server-script-main', 'error', 'The server entry point references :main.', { parity: 'local' }),
  c('structure/server-app-present', 'error', 'server/app.py exists.', { parity: 'local' }),
  c('structure/server-main-defined', 'error', 'server/app.py defines main().', { parity: 'local' }),
  c('structure/server-main-guard', 'error', 'server/app.py calls main() under a module-level if __name__ == "__main__": guard.', { parity: 'local' }),
  c('structure/push-layout', 'warning', 'The files openenv push requires are present.'),
  c('structure/readme-front-matter', 'warning', 'README.md front matter has sdk: docker, an app_port the image serves on (7860 may go unsaid), and the openenv tag.'),
  c('structure/ports-consistent', 'warning', 'Dockerfile EXPOSE/--port/HEALTHCHECK and README app_port agree with the manifest port.'),
  c('structure/outputs-dir', 'notice', 'An outputs/ directory exists for trajectory records.', {
    optIn: true,
    details: "Opt-in: `openenv push` only recommends the folder, and none of OpenEnv's environments (0 of 34) nor 28 of 29 environment repositories from GitHub have one, so it was a line on every report. Turn it on in the config file (rules: {structure/outputs-dir: notice}).",
  }),
  // deps/
  c('deps/lockfile-present', 'error', 'uv.lock exists.', { parity: 'local' }),
  c('deps/openenv-runtime', 'error', '[project].dependencies (or a Dockerfile) installs the OpenEnv runtime.', { parity: 'local' }),
  c('deps/openenv-current-name', 'notice', 'The OpenEnv dependency uses the current package name openenv, not legacy openenv-core.'),
  c('deps/lockfile-in-sync', 'error', "uv.lock's root package matches pyproject.toml's declared requirements."),
  c('deps/frozen-install', 'warning', 'The Dockerfile installs Python dependencies from the lock (uv sync --frozen) or from fully pinned files.', {
    details: 'A warning when the image does not install what a committed uv.lock pins (a requirements file with ranges beside it, a lock the .dockerignore keeps out); without a lock, or for `uv sync` without --frozen from a lock that matches pyproject.toml, a notice.',
  }),
  c('deps/docker-installs-pinned', 'warning', "Every package a pip install in the Dockerfile names is pinned (a requirements file is deps/frozen-install's).", {
    details: 'A warning for an unquoted `pip install pkg>=1.0` (a shell redirect); a package that floats on the command line is a notice.',
  }),
  c('deps/vcs-pinned', 'warning', 'Every VCS dependency names a full 40-hex commit.'),
  // docker/
  c('docker/dockerfile-present', 'warning', 'A Dockerfile exists in server/ or the env root and has a FROM.'),
  c('docker/base-image-pinned', 'notice', 'Every external base image is pinned by digest.', {
    optIn: true,
    details: 'Opt-in: no OpenEnv environment pins its base by digest (34 of 34 at OpenEnv main, 27 of 29 environment repositories from GitHub fail it), so it was a line on every report. Turn it on in the config file (rules: {docker/base-image-pinned: warning}) to enforce pinning.',
  }),
  c('docker/multi-stage-hygiene', 'notice', 'The final image installs no build toolchain and runs no curl | sh.', {
    details: 'A notice since issue 26: image-size hygiene, true on 9 of 18 environment repositories from GitHub (git, build-essential or the uv installer piped into sh, in a single stage), none of which keeps the image from working. Name it in the config file (rules: {docker/multi-stage-hygiene: warning}) to enforce it.',
  }),
  c('docker/no-git-in-image', 'error', '.git does not reach the final image.'),
  c('docker/no-fixtures-in-image', 'warning', 'Test fixtures do not reach the final image.', {
    details: 'A warning when the fixtures that reach the image add up to 5 MiB or more; smaller ones (a tests/ folder of a few KiB copied by COPY . .) are a notice.',
  }),
  c('docker/oci-labels', 'notice', 'The final stage sets the OCI image labels (proposed required set).', {
    optIn: true,
    details: 'Opt-in: the required set is proposed (RFC 008 does not enumerate it) and no OpenEnv Dockerfile sets it (34 of 34 at OpenEnv main, 27 of 29 environment repositories from GitHub), so it was a line on every report. The oci-labels-injected option turns it on (the build declares its labels), as does naming it in the config file (rules: {docker/oci-labels: warning}).',
  }),
  c('docker/layer-order', 'notice', 'Dependencies are installed before the whole source tree is copied.'),
  c('docker/build-inputs-present', 'error', 'Every file the Dockerfile copies, or installs from with pip install -r, is in the build context (else the image does not build).'),
  c('docker/no-vendored-env-in-image', 'warning', 'No committed virtualenv or node_modules reaches the final image through a copy of the build context.'),
  // resources/, security/
  c('resources/no-large-archives', 'error', 'No archive above the threshold enters the build context.'),
  c('resources/no-oversize-files', 'error', 'No single file above max-file-size enters the build context.'),
  c('resources/no-duplicate-large-files', 'notice', 'No two large files in the build context are identical.'),
  c('resources/declared', 'notice', 'openenv.yaml declares a resource budget (proposed resources: block).', {
    optIn: true,
    details: 'Opt-in: the block is proposed, and no OpenEnv environment (34 of 34 at OpenEnv main) nor any of 29 environment repositories from GitHub declares one, so it was a line on every report. require-resources: true turns it on and makes it an error; naming it in the config file turns it on at the severity given there. A malformed block is structure/manifest-extensions-valid\'s, which is always on.',
  }),
  c('resources/timeout-ceiling', 'error', 'The declared episode timeout is within the ceiling (proposed field).'),
  c('security/no-credentials-in-context', 'error', 'No credential file (kaggle.json, .env, credentials.json, a private key) or token-shaped value in a config file is in the build context.'),
  c('security/egress-declared', 'notice', 'openenv.yaml declares network egress (proposed network: block).', {
    optIn: true,
    details: 'Opt-in: the block is proposed and none of 29 environment repositories from GitHub declares it, so it was a line on every report. Turn it on in the config file (rules: {security/egress-declared: warning}).',
  }),
  // tools/, tasks/ (static)
  c('tools/declared-valid', 'error', 'The proposed tools: list has unique, valid, non-reserved names.'),
  c('tools/no-reserved-in-source', 'error', 'No MCP tool in the Python sources is named reset, step, state or close.'),
  c('tasks/declared-valid', 'error', 'The proposed tasks: block is consistent (count, ids, sample).'),
  c('tasks/source-pinned', 'warning', 'Datasets and models the tasks come from are pinned to a revision.'),
  // runtime (probe)
  c('runtime/server-starts', 'error', 'The started server becomes healthy within the startup timeout.'),
  c('runtime/openapi', 'error', 'GET /openapi.json answers with a string info.version.', { parity: 'runtime' }),
  c('runtime/health', 'error', 'GET /health answers {"status":"healthy"}.', { parity: 'runtime' }),
  c('runtime/metadata', 'error', 'GET /metadata answers with string name and description.', { parity: 'runtime' }),
  c('runtime/schema', 'error', 'GET /schema answers with action, observation and state schemas that compile.', { parity: 'runtime' }),
  c('runtime/mcp-endpoint', 'error', 'POST /mcp answers JSON-RPC 2.0.', { parity: 'runtime' }),
  c('runtime/mode-consistency', 'error', 'OpenAPI paths are all of /reset, /step, /state (simulation) or none (production).', { parity: 'runtime' }),
  c('runtime/ws-session', 'error', 'A /ws session resets, reports state and closes; a second session opens after.'),
  c('runtime/reset-observation-schema', 'warning', 'Reset observations are non-empty and match /schema.observation.'),
  c('runtime/observation-schema', 'error', 'Step observations are non-empty and match /schema.observation.'),
  c('runtime/state', 'error', 'WS state after reset has an episode_id and step_count and matches /schema.state.'),
  c('runtime/state-counters', 'warning', 'step_count counts accepted steps and a reset starts a new episode.'),
  c('runtime/step-accepted', 'error', 'Every probe action is accepted by WS step.'),
  c('runtime/http-simulation-routes', 'error', 'HTTP /reset, /step, /state behave as the simulation contract says.'),
  c('runtime/latency', 'warning', 'Each call returns within slow-call-s and the probe within its budget.'),
  c('runtime/no-solution-leakage', 'warning', 'No answer/solution-like key is visible to the policy (heuristic).'),
  c('reward/finite', 'error', 'Every reward is null, a boolean or a finite number; no bare NaN/Infinity.'),
  c('reward/present', 'warning', 'Every step reward is a number.'),
  c('reward/in-declared-range', 'error', 'Rewards lie inside the declared reward.range (proposed field).'),
  c('tools/input-schema', 'error', 'tools/list gives each tool a typed object inputSchema that compiles.'),
  c('tools/no-reserved', 'error', 'No tool named reset, step, state or close is exposed to agents.'),
  c('tools/declaration-matches', 'error', 'Declared tools equal the tools the server exposes (HTTP and in-session).'),
  c('tasks/addressable', 'error', 'Sampled declared tasks reset to valid observations.'),
  c('repro/seed-reset', 'warning', 'Resets with the same seed give the same observation.'),
  c('repro/episode-determinism', 'notice', 'The same seed and actions replay the same observations and rewards.'),
];

const BY_ID = new Map(CRITERIA.map((m) => [m.id, m]));

export function criterion(id: string): CriterionMeta {
  const meta = BY_ID.get(id);
  if (!meta) throw new Error(`unknown validator criterion ${id}`);
  return meta;
}

/** The criteria the runtime probe decides (the rest are static). */
export const RUNTIME_IDS = CRITERIA.filter((c) => c.phase === 'runtime').map((c) => c.id);

export const LOCAL_PARITY_IDS = CRITERIA.filter((m) => m.parity === 'local').map((m) => m.id);
export const RUNTIME_PARITY_IDS = CRITERIA.filter((m) => m.parity === 'runtime').map((m) => m.id);
