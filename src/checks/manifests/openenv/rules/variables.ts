/** `variables` (spec §6.7): public Space variables applied by `openenv push`. */
import { defineRule, describe, isMapping } from '../context.js';
import type { OpenEnvContext, OpenEnvRule } from '../context.js';
import { pythonRepr } from '../load.js';
import { VARIABLE_NAME_PATTERN } from '../schema.js';
import { secretVariable } from '../secrets.js';
import { clipCodePoints } from '../../../../engine/text.js';

interface Entry {
  key: string;
  value: unknown;
  path: [string, string];
}

function entries(ctx: OpenEnvContext): Entry[] {
  const v = ctx.raw.variables;
  if (!isMapping(v)) return [];
  return Object.entries(v).map(([key, value]) => ({ key, value, path: ['variables', key] }));
}

export const variablesType = defineRule('variables-type', 'error', '`variables` is present and not a mapping.', 'OE-V01', (ctx, report) => {
  if (!ctx.has('variables') || ctx.raw.variables === null || isMapping(ctx.raw.variables)) return;
  const list = Array.isArray(ctx.raw.variables);
  report({
    file: ctx.file,
    ...ctx.locate(['variables']),
    key: ctx.typeOf(['variables']) ?? 'type',
    message: `\`variables\` is ${describe(ctx, ['variables'])}; \`openenv push\` fails with "'variables' must be a mapping of KEY: value".${list ? ' Write one `KEY: value` line per variable instead of list items (`- KEY=value`).' : ' Write it as a mapping: one indented `KEY: value` line per variable under `variables:` (e.g. `LOG_LEVEL: info`).'}`,
  });
});

export const variablesEmptyKey = defineRule('variables-empty-key', 'error', 'A variable key is empty.', 'OE-V02', (ctx, report) => {
  for (const e of entries(ctx)) {
    if (e.key.trim() !== '') continue;
    report({ file: ctx.file, ...ctx.locate(e.path, 'key'), key: 'empty', message: 'A variable has an empty name; the Hub rejects it and `openenv push` aborts. Give it a name or remove the line.' });
  }
});

export const variablesKeyType = defineRule('variables-key-type', 'warning', 'A variable key is not a string (`1:`, `yes:`, `~:`).', 'OE-V03', (ctx, report) => {
  const node = ctx.yaml.document?.contents;
  if (!isMapping(ctx.raw.variables) || !node) return;
  for (const e of entries(ctx)) {
    // The key's own Python type: keys are stored as Python str(), so ask the YAML layer about the key node.
    const source = ctx.sourceOfKey(e.path);
    const keyType = ctx.keyTypeOf(e.path);
    if (!keyType || keyType === 'str') continue;
    report({ file: ctx.file, ...ctx.locate(e.path, 'key'), key: e.key, message: `The variable name \`${source ?? e.key}\` is not a string in YAML 1.1; \`openenv push\` sends it as "${e.key}". Quote it (\`"${source ?? e.key}": ...\`) or rename it.` });
  }
});

export const variablesKeyName = defineRule('variables-key-name', 'warning', 'A variable key is not an environment-variable name.', 'OE-V04', (ctx, report) => {
  const re = new RegExp(VARIABLE_NAME_PATTERN);
  for (const e of entries(ctx)) {
    if (e.key.trim() === '' || re.test(e.key) || (ctx.keyTypeOf(e.path) ?? 'str') !== 'str') continue;
    const fixed = e.key.trim().replace(/[^A-Za-z0-9_]+/g, '_').replace(/^(\d)/, '_$1').toUpperCase();
    report({ file: ctx.file, ...ctx.locate(e.path, 'key'), key: e.key, message: `The variable name "${e.key}" is not a valid environment-variable name (letters, digits and "_", not starting with a digit). Rename it, e.g. \`${fixed}\`.` });
  }
});

export const variablesNestedValue = defineRule('variables-nested-value', 'warning', 'A variable value is a mapping or list.', 'OE-V05', (ctx, report) => {
  for (const e of entries(ctx)) {
    if (e.value === null || typeof e.value !== 'object' || e.value instanceof Date) continue;
    const repr = pythonRepr(e.value);
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is ${describe(ctx, e.path)}; \`openenv push\` sends its Python repr text (${clipCodePoints(repr, 60, '...')}). Write the string the Space should see, quoted.` });
  }
});

export const variablesBoolNull = defineRule('variables-bool-null', 'warning', 'A variable value is a boolean or null.', 'OE-V06, OE-Y10', (ctx, report) => {
  for (const e of entries(ctx)) {
    const type = ctx.typeOf(e.path);
    if (type !== 'bool' && type !== 'null') continue;
    const sent = pythonRepr(e.value, true);
    const source = ctx.sourceOf(e.path)?.trim();
    const intended = type === 'null' ? '""' : `"${source || (e.value ? 'true' : 'false')}"`;
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is ${describe(ctx, e.path)}; \`openenv push\` sends the text "${sent}". Quote the intended string: \`${e.key}: ${intended}\`.` });
  }
});

export const variablesFloat = defineRule('variables-float', 'notice', 'A variable value is a float.', 'OE-V07', (ctx, report) => {
  for (const e of entries(ctx)) {
    if (ctx.typeOf(e.path) !== 'float') continue;
    const source = ctx.sourceOf(e.path)?.trim() ?? String(e.value);
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is ${describe(ctx, e.path)}; \`openenv push\` sends Python's spelling of the float ("${pythonRepr(e.value, true)}"), which may differ from what you wrote. Quote it: \`${e.key}: "${source}"\`.` });
  }
});

export const variablesSecret = defineRule('variables-secret', 'error', 'A variable holds a secret: Space variables are public.', 'OE-V08', (ctx, report) => {
  for (const e of entries(ctx)) {
    const value = typeof e.value === 'string' ? e.value : e.value === null || typeof e.value === 'object' ? '' : String(e.value);
    const why = secretVariable(e.key, value);
    if (!why) continue;
    report({ file: ctx.file, ...ctx.locate(e.path), key: e.key, message: `The variable ${e.key} is committed in the manifest and ${why}; \`openenv push\` publishes variables as PUBLIC Space variables. Remove it from openenv.yaml, revoke the credential if it is real, and pass it with \`openenv push --secret ${e.key}=...\`.` });
  }
});

export const variablesEmpty = defineRule('variables-empty', 'notice', '`variables` is an empty mapping.', 'OE-V10', (ctx, report) => {
  if (!isMapping(ctx.raw.variables) || Object.keys(ctx.raw.variables).length > 0) return;
  report({ file: ctx.file, ...ctx.locate(['variables']), key: 'empty', message: '`variables` is an empty mapping; remove the key, or add `KEY: value` lines under it.' });
});

/** `openenv`/`openenv-core` pinned below 0.3.0 in pyproject.toml dependencies (OE-V09). */
export function oldOpenEnvPin(pyproject: string): string | undefined {
  for (const m of pyproject.matchAll(/["']\s*(openenv(?:-core)?)\s*(?:\[[^\]]*\])?\s*([<>=!~][^"';]*)/g)) {
    const spec = m[2].replace(/\s+/g, '');
    const upper = /(?:^|,)(?:<=?|==|~=)(\d+)\.(\d+)(?:\.(\d+))?/.exec(spec);
    if (!upper) continue;
    const [major, minor] = [Number(upper[1]), Number(upper[2])];
    const op = /(?:^|,)(<=?|==|~=)/.exec(spec)![1];
    const below = major === 0 && (minor < 3 || (op === '<' && minor === 3 && !upper[3]));
    if (below) return `${m[1]}${spec}`;
  }
  return undefined;
}

export const variablesOldCli = defineRule('variables-old-cli', 'notice', '`variables` is used while pyproject.toml pins OpenEnv below 0.3.0.', 'OE-V09', async (ctx, report) => {
  if (!isMapping(ctx.raw.variables) || Object.keys(ctx.raw.variables).length === 0) return;
  const pyproject = await ctx.env.read('pyproject.toml');
  const pin = pyproject && oldOpenEnvPin(pyproject);
  if (!pin) return;
  report({ file: ctx.file, ...ctx.locate(['variables'], 'key'), key: pin, message: `\`variables\` needs openenv 0.3.0 or later, but pyproject.toml pins ${pin}; older CLIs ignore the block. Raise the pin to >=0.3.0.` });
});

export const variableRules: OpenEnvRule[] = [
  variablesType,
  variablesEmptyKey,
  variablesKeyType,
  variablesKeyName,
  variablesNestedValue,
  variablesBoolNull,
  variablesFloat,
  variablesSecret,
  variablesEmpty,
  variablesOldCli,
];
