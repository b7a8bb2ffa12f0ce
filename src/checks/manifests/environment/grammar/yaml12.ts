/**
 * How a plain scalar resolves under the YAML 1.2 core schema (what most non-Python readers use), to
 * compare with PyYAML's YAML 1.1 resolution (EY-Y05): the eventual readers of environment.yaml are a
 * Pydantic model and a Hub-side parser in an unknown language.
 */
import { constructFloat, constructInt, resolvePlain } from '../../yaml/scalars.js';

type CoreTag = 'null' | 'bool' | 'int' | 'float' | 'str';

export function resolveCore(text: string): CoreTag {
  if (/^(?:~|null|Null|NULL|)$/.test(text)) return 'null';
  if (/^(?:true|True|TRUE|false|False|FALSE)$/.test(text)) return 'bool';
  if (/^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/.test(text)) return 'int';
  if (/^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/.test(text)) return 'float';
  return 'str';
}

function coreNumber(text: string): number {
  if (text.startsWith('0o')) return parseInt(text.slice(2), 8);
  if (text.startsWith('0x')) return parseInt(text.slice(2), 16);
  return Number(text.replace(/^\+/, '').replace(/^([-]?)\.(inf|Inf|INF)$/, '$1Infinity'));
}

const PY_NAMES: Record<string, string> = { bool: 'a boolean', int: 'an integer', float: 'a float', null: 'null', str: 'a string', timestamp: 'a date' };

/**
 * When YAML 1.1 (PyYAML) and YAML 1.2 read the plain scalar differently, says how
 * (e.g. `"no" is a boolean in YAML 1.1 but a string in YAML 1.2`); otherwise undefined.
 */
export function versionAmbiguity(text: string): string | undefined {
  const old = resolvePlain(text);
  if (old === 'merge' || old === 'value') return undefined;
  const core = resolveCore(text);
  if (old === core) {
    if (old === 'int') {
      const a = constructInt(text);
      const b = coreNumber(text);
      if (a !== undefined && a !== b) return `${text} is ${a} in YAML 1.1 but ${b} in YAML 1.2`;
    }
    if (old === 'float') {
      const a = constructFloat(text);
      const b = coreNumber(text);
      if (a !== undefined && !Number.isNaN(a) && a !== b) return `${text} is ${a} in YAML 1.1 but ${b} in YAML 1.2`;
    }
    return undefined;
  }
  // int/float pairs that agree on the number (e.g. `1e3`? no: 1.1 reads it as a string) are still a type change.
  return `${text} is ${PY_NAMES[old]} in YAML 1.1 (PyYAML) but ${PY_NAMES[core]} in YAML 1.2`;
}
