/**
 * `description`, `version`, `action`/`observation`, `task_sets`, documented-only keys, later upstream
 * blocks and unknown keys (spec §6.8–6.12, §12).
 */
import { suggestKey } from '../../environment/grammar/did-you-mean.js';
import { defineRule, describe, isMapping } from '../context.js';
import { bindsAtModuleLevel } from '../../../../python/bindings.js';
import type { OpenEnvContext, OpenEnvRule } from '../context.js';
import { manifestPackaged } from './format-files.js';
import { WORKFLOW_NAMES } from '../../../validate/static/workflows.js';
import { DOCUMENTED_ONLY_KEYS, KEY_ALIASES, KNOWN_KEYS, PROPOSED_BLOCK_KEYS, PYTHON_IDENTIFIER_PATTERN, README_FRONT_MATTER_KEYS, TASK_SET_REFERENCE_PATTERN } from '../schema.js';

export const descriptionType = defineRule('description-type', 'notice', '`description` is not a string.', 'OE-D01', (ctx, report) => {
  if (!ctx.has('description') || typeof ctx.raw.description === 'string' || ctx.raw.description === null) return;
  report({ file: ctx.file, ...ctx.locate(['description']), key: ctx.typeOf(['description']) ?? 'type', message: `\`description\` is ${describe(ctx, ['description'])}; discovery shows it as text. Write one string (use \`>\` for a long folded paragraph).` });
});

export const versionNumber = defineRule('version-number', 'warning', '`version` resolves to a number (unquoted `0.1`, `1.10`).', 'OE-D02, OE-Y10', (ctx, report) => {
  const type = ctx.typeOf(['version']);
  if (type !== 'int' && type !== 'float') return;
  const source = ctx.sourceOf(['version'])?.trim() ?? String(ctx.raw.version);
  report({ file: ctx.file, ...ctx.locate(['version']), key: source, message: `\`version\` is ${describe(ctx, ['version'])}; later OpenEnv validation requires a string. Quote it: \`version: "${source}"\`.` });
});

export const versionMismatch = defineRule('version-mismatch', 'notice', '`version` differs from `[project].version` in pyproject.toml.', 'OE-D03', async (ctx, report) => {
  const v = ctx.raw.version;
  if (typeof v !== 'string' || v.trim() === '') return;
  const pyproject = await ctx.env.read('pyproject.toml');
  const project = pyproject && /^\[project\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(pyproject);
  const pinned = project && /^version\s*=\s*["']([^"']+)["']/m.exec(project[1]);
  if (!pinned || pinned[1] === v.trim()) return;
  report({ file: ctx.file, ...ctx.locate(['version']), key: `${v}|${pinned[1]}`, message: `\`version: ${v}\` differs from pyproject.toml's version "${pinned[1]}", which is the version OpenEnv reports. Remove \`version\` from the manifest or keep the two equal.` });
});

// --- action / observation -------------------------------------------------------------------------

const pair = ['action', 'observation'] as const;

export const actionObservationType = defineRule('action-observation-type', 'error', '`action` and `observation` are both present and one is not a string (an error when the manifest is packaged for AutoEnv, else a notice).', 'OE-C01', async (ctx, report) => {
  if (!ctx.has('action') || !ctx.has('observation')) return;
  // Only AutoEnv reads them, and only from a manifest shipped with its package (openenv-yaml/not-packaged).
  const packaged = (await manifestPackaged(ctx)) === true;
  // One finding for the pair: two mappings describing the spaces are one choice of format.
  const keys = pair.filter((key) => typeof ctx.raw[key] !== 'string');
  if (keys.length === 0) return;
  const what = keys.map((key) => `\`${key}\` is ${describe(ctx, [key])}`).join(' and ');
  const example = keys.map((key) => `\`${key}: My${key === 'action' ? 'Action' : 'Observation'}\``).join(', ');
  const message = `${what}; with both \`action\` and \`observation\` present, AutoEnv looks the value${keys.length > 1 ? 's' : ''} up as class names in the client module and crashes on anything but a string. Write the class name${keys.length > 1 ? 's' : ''} (e.g. ${example}), or remove both keys and describe spaces in README.md.`;
  report({ file: ctx.file, ...ctx.locate([keys[0]!]), key: keys.join(','), ...(packaged ? { message } : { severity: 'notice' as const, message: `If you publish with ${WORKFLOW_NAMES.autoenv}: ${message}` }) });
});

export const actionObservationIdentifier = defineRule('action-observation-identifier', 'error', '`action`/`observation` are strings but not Python identifiers.', 'OE-C02', (ctx, report) => {
  if (!ctx.has('action') || !ctx.has('observation')) return;
  const re = new RegExp(PYTHON_IDENTIFIER_PATTERN);
  if (!pair.every((k) => typeof ctx.raw[k] === 'string')) return;
  for (const key of pair) {
    const v = ctx.raw[key] as string;
    if (re.test(v)) continue;
    const last = v.split(/[.:]/).pop() ?? v;
    report({ file: ctx.file, ...ctx.locate([key]), key, message: `\`${key}: ${v}\` is not a Python identifier; AutoEnv does getattr(<package>.client, "${v}") and fails. Write the bare class name exported by client.py, e.g. \`${key}: ${re.test(last) ? last : 'MyClass'}\`.` });
  }
});

export const actionObservationPair = defineRule('action-observation-pair', 'warning', 'Only one of `action`/`observation` is present, so both are ignored.', 'OE-C03', (ctx, report) => {
  const present = pair.filter((k) => ctx.has(k));
  if (present.length !== 1) return;
  const [have] = present;
  const missing = have === 'action' ? 'observation' : 'action';
  report({ file: ctx.file, ...ctx.locate([have], 'key'), key: have, message: `\`${have}\` is present without \`${missing}\`; OpenEnv uses them only as a pair, so it is ignored. Add \`${missing}\` or remove \`${have}\`.` });
});

export const actionObservationNotFound = defineRule('action-observation-not-found', 'warning', 'The `action`/`observation` class is not bound in client.py.', 'OE-C04', async (ctx, report) => {
  if (!ctx.has('action') || !ctx.has('observation')) return;
  const re = new RegExp(PYTHON_IDENTIFIER_PATTERN);
  if (!pair.every((k) => typeof ctx.raw[k] === 'string' && re.test(ctx.raw[k] as string))) return;
  const client = await ctx.env.read('client.py');
  if (client === undefined) return;
  for (const key of pair) {
    const name = ctx.raw[key] as string;
    if (bindsAtModuleLevel(client, name) !== false) continue; // bound, or a file that does not tokenize
    report({ file: ctx.file, ...ctx.locate([key]), key: name, message: `\`${key}: ${name}\`: client.py has no top-level \`${name}\`, and AutoEnv looks it up on the client module (not models.py). Import it in client.py (\`from .models import ${name}\`) or fix the name.` });
  }
});

export const actionObservationOverride = defineRule('action-observation-override', 'notice', '`action`/`observation` in a current-format manifest (legacy override).', 'OE-C05', (ctx, report) => {
  if (ctx.format !== 'current' || !ctx.has('action') || !ctx.has('observation')) return;
  report({ file: ctx.file, ...ctx.locate(['action'], 'key'), key: 'override', message: '`action`/`observation` are a legacy override of the class names AutoEnv infers from `name`. Keep them only if the client module uses different names; otherwise remove them.' });
});

// --- task_sets (proposed), documented-only and later upstream keys ---------------------------------

export const taskSetsProposed = defineRule('task-sets-proposed', 'notice', '`task_sets` is a proposal (RFC 006) that nothing implements.', 'OE-TS1', (ctx, report) => {
  if (!ctx.has('task_sets')) return;
  report({ file: ctx.file, ...ctx.locate(['task_sets'], 'key'), key: 'present', message: '`task_sets` is proposed in RFC 006 but not implemented by any OpenEnv version; it has no effect yet.' });
});

export const taskSetsShape = defineRule('task-sets-shape', 'warning', '`task_sets` is not a mapping of strings.', 'OE-TS2', (ctx, report) => {
  if (!ctx.has('task_sets')) return;
  const v = ctx.raw.task_sets;
  if (!isMapping(v)) {
    report({ file: ctx.file, ...ctx.locate(['task_sets']), key: 'type', message: `\`task_sets\` is ${describe(ctx, ['task_sets'])}; it must map names to references, e.g. \`default: hf://datasets/<namespace>/<name>/<environment_id>@<revision>\` indented under \`task_sets:\`.` });
    return;
  }
  for (const [key, value] of Object.entries(v)) {
    if (typeof value === 'string') continue;
    report({ file: ctx.file, ...ctx.locate(['task_sets', key]), key, message: `\`task_sets.${key}\` is ${describe(ctx, ['task_sets', key])}; write a reference string hf://datasets/<namespace>/<name>/<environment_id>@<revision>.` });
  }
});

export const taskSetsReference = defineRule('task-sets-reference', 'warning', 'A `task_sets` value is not an `hf://datasets/...` reference.', 'OE-TS3', (ctx, report) => {
  const v = ctx.raw.task_sets;
  if (!isMapping(v)) return;
  const re = new RegExp(TASK_SET_REFERENCE_PATTERN);
  for (const [key, value] of Object.entries(v)) {
    if (typeof value !== 'string' || re.test(value.trim())) continue;
    report({ file: ctx.file, ...ctx.locate(['task_sets', key]), key, message: `\`task_sets.${key}: ${value}\` is not a task-set reference. Write hf://datasets/<namespace>/<name>/<environment_id>@<revision>.` });
  }
});

export const taskSetsUnpinned = defineRule('task-sets-unpinned', 'notice', 'A `task_sets` reference has no `@revision` or pins a branch.', 'OE-TS4', (ctx, report) => {
  const v = ctx.raw.task_sets;
  if (!isMapping(v)) return;
  const re = new RegExp(TASK_SET_REFERENCE_PATTERN);
  for (const [key, value] of Object.entries(v)) {
    if (typeof value !== 'string' || !re.test(value.trim())) continue;
    const at = value.trim().split('@')[1];
    if (at !== undefined && /^[0-9a-f]{7,40}$/.test(at)) continue;
    if (at !== undefined && /^v?\d+(?:\.\d+)*$/.test(at)) continue;
    report({ file: ctx.file, ...ctx.locate(['task_sets', key]), key, message: `\`task_sets.${key}\` ${at === undefined ? 'has no @revision' : `pins the branch "${at}"`}, so the task set can change under you. Pin a commit sha or a tag: ...@<commit-sha>.` });
  }
});

export const documentedOnlyKey = defineRule('documented-only-key', 'notice', '`client` / `default_image`: documented in OpenEnv guides but read by nothing.', 'OE-K01, OE-S03', (ctx, report) => {
  for (const key of DOCUMENTED_ONLY_KEYS) {
    if (!ctx.has(key)) continue;
    report({ file: ctx.file, ...ctx.locate([key], 'key'), key, message: `\`${key}\` appears in OpenEnv's guides but no OpenEnv code reads it (discovery infers the client class and the image name from \`name\`). Remove it.` });
  }
});

export const upstreamBlockType = defineRule('upstream-block-type', 'warning', '`validation` / `openenvd` (later OpenEnv versions) is not a mapping.', 'spec §12', (ctx, report) => {
  for (const key of ['validation', 'openenvd']) {
    if (!ctx.has(key) || isMapping(ctx.raw[key]) || ctx.raw[key] === null) continue;
    report({ file: ctx.file, ...ctx.locate([key]), key, message: `\`${key}\` is ${describe(ctx, [key])}; later OpenEnv versions reject a \`${key}\` block that is not a mapping. Write it as a mapping of its settings.` });
  }
});

// --- unknown keys --------------------------------------------------------------------------------------

const KNOWN = new Set<string>([...KNOWN_KEYS, ...DOCUMENTED_ONLY_KEYS, ...PROPOSED_BLOCK_KEYS]);
const FRONT_MATTER = new Set<string>(README_FRONT_MATTER_KEYS);
/** The keys OE-U02 may suggest (the current and documented keys; not the opaque upstream blocks). */
const SUGGESTABLE = KNOWN_KEYS.filter((k) => k !== 'validation' && k !== 'openenvd');

/** Python types a value of each known key can plausibly have (a near miss with another shape is no typo). */
const PLAUSIBLE: Record<string, readonly string[]> = {
  spec_version: ['int', 'float', 'str'],
  port: ['int', 'str'],
  variables: ['map', 'null', 'seq'],
  task_sets: ['map', 'null'],
};

/** The known key an unknown one most likely meant, when its value has a shape that key could hold. */
function nearMiss(ctx: OpenEnvContext, key: string): string | undefined {
  const guess = suggestKey(key, SUGGESTABLE, KEY_ALIASES);
  if (!guess || guess === key || ctx.has(guess)) return undefined;
  const type = ctx.typeOf([key]) ?? 'null';
  if (!(PLAUSIBLE[guess] ?? ['str']).includes(type)) return undefined;
  if (guess === 'variables' && !looksLikeVariables(ctx.raw[key])) return undefined;
  return guess;
}

/** `KEY: value` with environment-variable-style names, or `- KEY=value` items. */
function looksLikeVariables(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.some((v) => typeof v === 'string' && /^[A-Z_][A-Z0-9_]*=/.test(v));
  return isMapping(value) && Object.keys(value).some((k) => /^[A-Z_][A-Z0-9_]*$/.test(k));
}

// One finding per manifest, at the first key: front matter pasted into openenv.yaml is one thing to move
// (a stranger's repository had `emoji`, `colorFrom`, `colorTo` and `sdk` as four warnings).
export const readmeFrontMatterKey = defineRule('readme-front-matter-key', 'warning', 'Hugging Face README front-matter keys in the manifest (one finding per manifest).', 'OE-U03', (ctx, report) => {
  const keys = Object.keys(ctx.raw).filter((key) => FRONT_MATTER.has(key));
  if (keys.length === 0) return;
  const named = keys.map((k) => `\`${k}\``).join(', ');
  const what = keys.length === 1 ? `${named} is a Hugging Face Space README front-matter key` : `${named} are Hugging Face Space README front-matter keys`;
  report({
    file: ctx.file,
    ...ctx.locate([keys[0]!], 'key'),
    key: keys.slice().sort().join(','),
    message: `${what}; OpenEnv ignores ${keys.length === 1 ? 'it' : 'them'} here. Move ${keys.length === 1 ? 'it' : 'them'} to the front matter of README.md${keys.includes('app_port') ? ' (and use `port` in the manifest)' : ''}.`,
  });
});

/**
 * `entrypoint: pkg.mod:attr` is worth renaming to `app` only when `attr` is an ASGI application
 * (FastAPI/Starlette, or what create_app(...) returns): uvicorn pointed at an environment class fails.
 */
async function namesAsgiApp(ctx: OpenEnvContext, value: unknown): Promise<boolean> {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  const colon = text.indexOf(':');
  const module = colon === -1 ? text.slice(0, text.lastIndexOf('.')) : text.slice(0, colon);
  const attr = colon === -1 ? text.slice(text.lastIndexOf('.') + 1) : text.slice(colon + 1);
  if (!/^[A-Za-z_][\w.]*$/.test(module) || !/^[A-Za-z_]\w*$/.test(attr)) return false;
  const path = module.replace(/\./g, '/');
  const source = (await ctx.env.read(`${path}.py`)) ?? (await ctx.env.read(`${path}/__init__.py`));
  if (source === undefined) return false;
  const binding = new RegExp(`^${attr}\\s*(?::[^=\\n]*)?=\\s*(?:[\\w.]+\\.)?(FastAPI|Starlette|create_app|create_fastapi_app|make_app|build_app|get_app)\\s*\\(`, 'm');
  return binding.test(source);
}

/** The "did you mean" of a key, with `app` only for a value that names an ASGI app. */
async function nearMissChecked(ctx: OpenEnvContext, key: string): Promise<string | undefined> {
  const guess = nearMiss(ctx, key);
  if (guess === 'app' && !(await namesAsgiApp(ctx, ctx.raw[key]))) return undefined;
  return guess;
}

/** The keys openenv-yaml/unrecognised-format asks an unrecognised manifest to add. */
const UNRECOGNISED_FORMAT_KEYS = new Set(['spec_version', 'type', 'runtime', 'app', 'port']);

export const didYouMean = defineRule('unknown-key-near-miss', 'warning', 'Unknown key that looks like a known one ("did you mean").', 'OE-U02', async (ctx, report) => {
  for (const key of Object.keys(ctx.raw)) {
    if (KNOWN.has(key) || FRONT_MATTER.has(key)) continue;
    const guess = await nearMissChecked(ctx, key);
    if (!guess) continue;
    // One root cause, one finding: a manifest with none of the current-format keys is unrecognised-format's,
    // whose fix already names `app:` (and the other keys) with the values the repository serves.
    if (ctx.format === 'unrecognised' && UNRECOGNISED_FORMAT_KEYS.has(guess)) continue;
    report({ file: ctx.file, ...ctx.locate([key], 'key'), key, message: `Unknown key \`${key}\`: did you mean \`${guess}\`? OpenEnv ignores \`${key}\`; rename it to \`${guess}\`${guess === 'variables' ? ' (a mapping of KEY: value)' : guess === 'app' ? ' (module:attribute, e.g. server.app:app)' : ''}.` });
  }
});

export const unknownKeys = defineRule('unknown-keys', 'notice', 'Top-level keys OpenEnv does not read (one aggregated finding).', 'OE-U01', async (ctx, report) => {
  const unknown: string[] = [];
  for (const k of Object.keys(ctx.raw)) if (!KNOWN.has(k) && !FRONT_MATTER.has(k) && !(await nearMissChecked(ctx, k))) unknown.push(k);
  if (unknown.length === 0) return;
  const shown = unknown.slice(0, 12).map((k) => `\`${k}\``).join(', ') + (unknown.length > 12 ? `, and ${unknown.length - 12} more` : '');
  report({
    file: ctx.file,
    ...ctx.locate([unknown[0]], 'key'),
    key: unknown.slice().sort().join(','),
    message: `OpenEnv does not read ${unknown.length === 1 ? 'the key' : `these ${unknown.length} keys`}: ${shown}. ${unknown.length === 1 ? 'It is harmless but does' : 'They are harmless but do'} nothing; move descriptions of tasks, spaces and rewards to README.md (or the later \`validation:\` block).`,
  });
});

export const otherKeyRules: OpenEnvRule[] = [
  descriptionType,
  versionNumber,
  versionMismatch,
  actionObservationType,
  actionObservationIdentifier,
  actionObservationPair,
  actionObservationNotFound,
  actionObservationOverride,
  taskSetsProposed,
  taskSetsShape,
  taskSetsReference,
  taskSetsUnpinned,
  documentedOnlyKey,
  upstreamBlockType,
  readmeFrontMatterKey,
  didYouMean,
  unknownKeys,
];
