/** `spec_version`, `name`, `type`, `runtime` (spec §6.1–6.4). */
import { defineRule, describe, forWorkflow, hasKey, snakeCase } from '../context.js';
import { customShapes } from './format-files.js';
import type { OpenEnvRule } from '../context.js';
import { ENVIRONMENT_SPEC_VERSION_PATTERN, NAME_PATTERN, SPEC_VERSION } from '../schema.js';

const TEMPLATE = 'spec_version: 1';
const ENVIRONMENT_VERSION = new RegExp(ENVIRONMENT_SPEC_VERSION_PATTERN);

export const specVersionMissing = defineRule(
  'spec-version-missing',
  'warning',
  '`spec_version` is absent or empty in a current-format manifest.',
  'OE-SV1, OE-SV7',
  (ctx, report) => {
    if (ctx.format !== 'current' || customShapes(ctx).length > 0) return;
    if (!ctx.has('spec_version')) {
      report({ file: ctx.file, ...ctx.head(), key: 'absent', message: `The manifest has no \`spec_version\`; add \`${TEMPLATE}\` as its first line (the only manifest version is the integer 1).` });
    } else if (ctx.raw.spec_version === null) {
      report({ file: ctx.file, ...ctx.locate(['spec_version'], 'key'), key: 'null', message: `\`spec_version\` is empty (null), which OpenEnv treats as absent. Write \`${TEMPLATE}\`.` });
    }
  },
);

export const specVersionType = defineRule(
  'spec-version-type',
  'warning',
  '`spec_version` means 1 but is not the integer 1 ("1", 1.0, "1.0").',
  'OE-SV2, OE-Y10',
  (ctx, report) => {
    if (!ctx.has('spec_version')) return;
    const v = ctx.raw.spec_version;
    const type = ctx.typeOf(['spec_version']);
    const meansOne = (type === 'float' && v === 1) || (type === 'str' && /^\s*1(?:\.0*)?\s*$/.test(String(v)));
    if (!meansOne) return;
    report({ file: ctx.file, ...ctx.locate(['spec_version']), key: String(ctx.sourceOf(['spec_version'])), message: `\`spec_version\` is ${describe(ctx, ['spec_version'])}; OpenEnv stores it as an integer. Write \`${TEMPLATE}\` (no quotes, no decimal point).` });
  },
);

export const specVersionWrongFile = defineRule(
  'spec-version-wrong-file',
  'error',
  '`spec_version` holds an `environment.yaml` version string: wrong file.',
  'OE-SV4',
  (ctx, report) => {
    const v = ctx.raw.spec_version;
    if (typeof v !== 'string' || !ENVIRONMENT_VERSION.test(v)) return;
    report({ file: ctx.file, ...ctx.locate(['spec_version']), key: v, message: `\`spec_version: ${v}\` is the version of an \`environment.yaml\` (RFC 006 dataset manifest), not of \`openenv.yaml\`. If this content is an environment dataset manifest, rename the file to environment.yaml; otherwise write \`${TEMPLATE}\`.` });
  },
);

export const specVersionUnknown = defineRule(
  'spec-version-unknown',
  'warning',
  '`spec_version` is another number or string than 1.',
  'OE-SV3, OE-SV5',
  (ctx, report) => {
    if (!ctx.has('spec_version')) return;
    const v = ctx.raw.spec_version;
    const type = ctx.typeOf(['spec_version']);
    if (type === 'int' && v !== SPEC_VERSION) {
      const future = (v as number) >= 2;
      report({ file: ctx.file, ...ctx.locate(['spec_version']), key: String(v), message: future ? `\`spec_version: ${v}\` is not a version OpenEnv knows (the only one is 1); the file is checked with version-1 rules. Use \`${TEMPLATE}\` unless a newer OpenEnv defines ${v}.` : `\`spec_version: ${v}\` is not a valid manifest version. Write \`${TEMPLATE}\`.` });
      return;
    }
    if ((type === 'float' && v !== 1) || (type === 'str' && typeof v === 'string' && !/^\s*1(?:\.0*)?\s*$/.test(v) && !ENVIRONMENT_VERSION.test(v))) {
      report({ file: ctx.file, ...ctx.locate(['spec_version']), key: String(ctx.sourceOf(['spec_version'])), message: `\`spec_version\` is ${describe(ctx, ['spec_version'])}; the only manifest version is the integer 1. Write \`${TEMPLATE}\`.` });
    }
  },
);

export const specVersionInvalid = defineRule(
  'spec-version-invalid',
  'error',
  '`spec_version` is a boolean, list, mapping or other non-scalar.',
  'OE-SV6',
  (ctx, report) => {
    if (!ctx.has('spec_version')) return;
    const type = ctx.typeOf(['spec_version']);
    if (type === 'bool' || type === 'seq' || type === 'map' || type === 'set' || type === 'timestamp' || type === 'binary' || type === 'pairs') {
      report({ file: ctx.file, ...ctx.locate(['spec_version']), key: type, message: `\`spec_version\` is ${describe(ctx, ['spec_version'])}; it must be the integer 1. Write \`${TEMPLATE}\`.` });
    }
  },
);

// --- name -------------------------------------------------------------------------------------------

export const nameMissing = defineRule(
  'name-missing',
  'error',
  '`name` is missing, empty or falsy: `openenv push` refuses the manifest.',
  'OE-N01, OE-Y10',
  (ctx, report) => {
    if (!ctx.has('name')) {
      const nested = ['env', 'environment', 'metadata', 'info', 'project'].find((k) => {
        const v = ctx.raw[k];
        return v !== null && typeof v === 'object' && !Array.isArray(v) && hasKey(v as Record<string, unknown>, 'name');
      });
      report({
        file: ctx.file,
        ...ctx.head(),
        key: 'absent',
        message: nested
          ? `\`name\` is nested under \`${nested}:\` but OpenEnv reads only a top-level \`name\`; \`openenv push\` fails with "must contain a 'name' field". Move it to the top level: \`name: ${nestedName(ctx.raw[nested])}\`.`
          : `The manifest has no top-level \`name\`; \`openenv push\` fails with "must contain a 'name' field". Add \`name: <env_name>\` (snake_case).`,
      });
      return;
    }
    const v = ctx.raw.name;
    const falsy = v === null || v === false || v === 0 || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null && Object.keys(v).length === 0);
    if (!falsy) return;
    const type = ctx.typeOf(['name']);
    const hint = type === 'bool' || type === 'int' || type === 'float' ? ` Quote it if that word is the intended name: name: "${ctx.sourceOf(['name'])}".` : ' Give the environment a snake_case name.';
    report({ file: ctx.file, ...ctx.locate(['name']), key: 'falsy', message: `\`name\` is ${describe(ctx, ['name'])}, so \`openenv push\` fails with "must contain a 'name' field".${hint}` });
  },
);

export const nameType = defineRule(
  'name-type',
  'error',
  '`name` is not a string (number, boolean, list, mapping).',
  'OE-N02, OE-Y10',
  (ctx, report) => {
    const v = ctx.raw.name;
    if (!ctx.has('name') || typeof v === 'string' || v === null || v === false || v === 0) return;
    if (typeof v === 'object' && !(v instanceof Date) && Object.keys(v as object).length === 0) return;
    const scalar = ['int', 'float', 'bool', 'timestamp'].includes(ctx.typeOf(['name']) ?? '');
    report({ file: ctx.file, ...ctx.locate(['name']), key: ctx.typeOf(['name']) ?? 'type', message: `\`name\` is ${describe(ctx, ['name'])}, not a string: AutoEnv discovery skips the environment and \`openenv push\` can crash.${scalar ? ` Quote it: name: "${ctx.sourceOf(['name'])}".` : ' Write a single snake_case name.'}` });
  },
);

export const nameSlash = defineRule(
  'name-slash',
  'error',
  '`name` contains `/`: the default Space id becomes invalid.',
  'OE-N03',
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== 'string' || !v.includes('/')) return;
    const last = v.split('/').filter(Boolean).pop() ?? v;
    report({ file: ctx.file, ...ctx.locate(['name']), key: v, message: `\`name\` "${v}" contains "/": \`openenv push\` builds the Space id <user>/<name> and aborts with "Invalid repo-id format". Use the bare name (e.g. \`name: ${snakeCase(last)}\`) and pass \`--repo-id ${v}\` to push if you need another namespace.` });
  },
);

/** huggingface_hub `validate_repo_id` for the name part. */
function hubRepoNameProblem(name: string): string | undefined {
  if (name.length > 96) return 'it is longer than 96 characters';
  if (!/^[A-Za-z0-9._-]+$/.test(name)) return 'only letters, digits, ".", "_" and "-" are allowed';
  if (name.includes('--') || name.includes('..')) return '"--" and ".." are not allowed';
  if (/^[-.]|[-.]$/.test(name)) return 'it must not start or end with "-" or "."';
  return undefined;
}

export const nameHubRepo = defineRule(
  'name-hub-repo',
  'warning',
  '`name` is not a valid Hugging Face repository name.',
  'OE-N04',
  async (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== 'string' || v.trim() === '' || v.includes('/') || placeholder(v)) return;
    const problem = hubRepoNameProblem(v.trim());
    if (!problem) return;
    const gated = await forWorkflow(ctx, ['openenvPush'], 'warning', `\`name\` "${v}" cannot be a Hugging Face Space name (${problem}), so \`openenv push\` fails unless --repo-id is given. Use \`name: ${snakeCase(v) || 'my_env'}\`.`);
    report({ file: ctx.file, ...ctx.locate(['name']), key: v, ...gated });
  },
);

export const nameSnakeCase = defineRule(
  'name-snake-case',
  'warning',
  '`name` is not snake_case (`^[a-z][a-z0-9_]*$`).',
  'OE-N05',
  async (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== 'string' || v.trim() === '' || v.includes('/') || placeholder(v)) return;
    const name = v.trim();
    if (new RegExp(NAME_PATTERN).test(name) || hubRepoNameProblem(name)) return;
    const why = /-/.test(name)
      ? 'hyphens make it unreachable through AutoEnv (user input is normalised to underscores) and give invalid inferred class names'
      : /[A-Z]/.test(name)
        ? 'capitals survive in the AutoEnv lookup key (case-sensitive) and registry image names must be lower case'
        : 'AutoEnv class-name inference and Docker tags expect a lower-case identifier';
    const gated = await forWorkflow(ctx, ['autoenv', 'registry'], 'warning', `\`name\` "${name}" is not snake_case: ${why}. Use \`name: ${snakeCase(name)}\`.`);
    report({ file: ctx.file, ...ctx.locate(['name']), key: name, ...gated });
  },
);

function nestedName(block: unknown): string {
  const value = (block as Record<string, unknown>).name;
  return typeof value === 'string' && value.trim() !== '' ? snakeCase(value) || 'my_env' : 'my_env';
}

/**
 * A template placeholder: `__NAME__`, `{{name}}`, `${name}` or `<name>`. Written as scans rather than
 * `/__[A-Z_]+__|\{\{.*\}\}|\$\{.*\}|<[^>]+>/`, which retries from every `<`, `{` or `_` of a crafted
 * name and takes quadratic time (100,000 `<`: 33 s).
 */
function placeholder(name: string): boolean {
  // `__X__`: inside one run of [A-Z_], a `__` and a later `__` with at least one character between.
  for (const run of name.match(/[A-Z_]+/g) ?? []) {
    const first = run.indexOf('__');
    if (first !== -1 && run.lastIndexOf('__') >= first + 3) return true;
  }
  for (const line of name.split(/\r\n|[\n\r\u2028\u2029]/)) {
    const braces = line.indexOf('{{');
    if (braces !== -1 && line.indexOf('}}', braces + 2) !== -1) return true;
    const dollar = line.indexOf('${');
    if (dollar !== -1 && line.indexOf('}', dollar + 2) !== -1) return true;
  }
  // `<x>`: a `>` at least two characters after the first `<` since the previous `>`.
  let open = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === '<' && open === -1) open = i;
    else if (name[i] === '>') {
      if (open !== -1 && i >= open + 2) return true;
      open = -1;
    }
  }
  return false;
}

export const namePlaceholder = defineRule(
  'name-placeholder',
  'warning',
  '`name` is an unrendered template placeholder.',
  'OE-N06',
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== 'string' || !placeholder(v)) return;
    // A template's own manifest (`templates/x/`, `assets/openenv_env_template/`) holds the placeholder by design.
    if (/(^|\/)[^/]*templates?[^/]*\//i.test(ctx.file)) return;
    report({ file: ctx.file, ...ctx.locate(['name']), key: v, message: `\`name\` "${v}" is an unrendered template placeholder. Replace it with the environment's snake_case name.` });
  },
);

/** Directory name normalised as spec §6.2 OE-N07 says: lower-case, `-`→`_`, strip one trailing `_env`. */
export function normaliseEnvName(name: string): string {
  return name.trim().toLowerCase().replace(/-/g, '_').replace(/_env$/, '');
}

export const nameDirectory = defineRule(
  'name-directory-mismatch',
  'notice',
  '`name` differs from the environment directory name.',
  'OE-N07',
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== 'string' || v.trim() === '' || !ctx.env.dir || placeholder(v)) return;
    const dirName = ctx.env.dir.split('/').pop()!;
    if (['server', 'src', 'env', 'environment', 'app'].includes(dirName)) return;
    if (normaliseEnvName(v) === normaliseEnvName(dirName)) return;
    report({ file: ctx.file, ...ctx.locate(['name']), key: `${v}|${dirName}`, message: `\`name\` "${v}" differs from its directory "${dirName}": \`openenv build\` and \`validate\` name things after the directory, \`push\` and AutoEnv after \`name\`. Rename one so they agree (e.g. \`name: ${snakeCase(dirName)}\`).` });
  },
);

export const nameWhitespace = defineRule(
  'name-whitespace',
  'warning',
  '`name` has leading or trailing whitespace.',
  'OE-N08',
  (ctx, report) => {
    const v = ctx.raw.name;
    if (typeof v !== 'string' || v.trim() === '' || v === v.trim()) return;
    report({ file: ctx.file, ...ctx.locate(['name']), key: v, message: `\`name\` ${JSON.stringify(v)} has surrounding whitespace, which ends up in the Space id and image tag. Write \`name: ${v.trim()}\`.` });
  },
);

// --- type and runtime -------------------------------------------------------------------------------

export const typeMissing = defineRule('type-missing', 'notice', '`type` is absent in a current-format manifest.', 'OE-T01', (ctx, report) => {
  if (ctx.format !== 'current' || ctx.has('type')) return;
  report({ file: ctx.file, ...ctx.head(), key: 'absent', message: 'The manifest has no `type`; add `type: space` (the `openenv init` template value).' });
});

export const typeValue = defineRule('type-value', 'warning', '`type` is not the string `space`.', 'OE-T02, OE-T03', (ctx, report) => {
  if (!ctx.has('type') || ctx.raw.type === 'space' || customShapes(ctx).length > 0) return;
  const v = ctx.raw.type;
  report({
    file: ctx.file,
    ...ctx.locate(['type']),
    key: String(ctx.sourceOf(['type']) ?? typeof v),
    message: typeof v === 'string' ? `\`type: ${v}\` has no effect today; the only defined value is \`space\`. Write \`type: space\`.` : `\`type\` is ${describe(ctx, ['type'])}, not a string; the only defined value is \`space\`. Write \`type: space\`.`,
  });
});

export const runtimeMissing = defineRule('runtime-missing', 'notice', '`runtime` is absent in a current-format manifest.', 'OE-R01', (ctx, report) => {
  if (ctx.format !== 'current' || ctx.has('runtime')) return;
  report({ file: ctx.file, ...ctx.head(), key: 'absent', message: 'The manifest has no `runtime`; add `runtime: fastapi` (the `openenv init` template value, and the only one the proposed `openenv serve` accepts).' });
});

export const runtimeValue = defineRule('runtime-value', 'warning', '`runtime` is a string other than `fastapi`.', 'OE-R02', (ctx, report) => {
  const v = ctx.raw.runtime;
  if (typeof v !== 'string' || v === 'fastapi' || customShapes(ctx).length > 0) return;
  if (v.trim().toLowerCase() === 'fastapi') {
    report({ file: ctx.file, ...ctx.locate(['runtime']), key: v, severity: 'notice', message: `\`runtime: ${v}\` is accepted case-insensitively, but write it as \`runtime: fastapi\`.` });
    return;
  }
  report({ file: ctx.file, ...ctx.locate(['runtime']), key: v, message: `\`runtime: ${v}\` is not a runtime OpenEnv knows; the only one is \`fastapi\` (the proposed \`openenv serve\` refuses others). Write \`runtime: fastapi\`${v.toLowerCase().includes('docker') ? '; the Dockerfile is found by convention, not through this key' : ''}.` });
});

export const runtimeType = defineRule('runtime-type', 'warning', '`runtime` is a mapping or other non-string.', 'OE-R03', (ctx, report) => {
  if (!ctx.has('runtime') || customShapes(ctx).length > 0) return;
  const v = ctx.raw.runtime;
  if (typeof v === 'string') return;
  const nested = v && typeof v === 'object' && !Array.isArray(v) ? ['app', 'port'].filter((k) => hasKey(v as Record<string, unknown>, k)) : [];
  const move = nested.length ? ` Move ${nested.map((k) => `\`${k}\``).join(' and ')} to the top level, where OpenEnv reads ${nested.length > 1 ? 'them' : 'it'}.` : '';
  report({ file: ctx.file, ...ctx.locate(['runtime']), key: ctx.typeOf(['runtime']) ?? 'type', message: `\`runtime\` is ${describe(ctx, ['runtime'])}; it must be the string \`fastapi\`.${move} Write \`runtime: fastapi\`.` });
});

export const identityRules: OpenEnvRule[] = [
  specVersionMissing,
  specVersionType,
  specVersionWrongFile,
  specVersionUnknown,
  specVersionInvalid,
  nameMissing,
  nameType,
  nameSlash,
  nameHubRepo,
  nameSnakeCase,
  namePlaceholder,
  nameDirectory,
  nameWhitespace,
  typeMissing,
  typeValue,
  runtimeMissing,
  runtimeValue,
  runtimeType,
];
