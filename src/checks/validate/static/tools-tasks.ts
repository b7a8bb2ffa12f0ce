/** Static tools/ and tasks/ criteria (validator.md §3.5). */
import type { EnvContext } from './env.js';
import { lineLocator, MAX_TEXT_BYTES } from './env.js';
import { decodeText } from '../../../repo/view.js';
import { readManifest } from './manifest.js';
import { declaredToolNames, proposedTasks, RESERVED_TOOL_NAMES } from './resources.js';

const PY_BUDGET = 2 * 1024 * 1024;

/** A Python source with its text, or '' when its bytes hold none of the words the reader needs. */
interface PythonSource {
  file: string;
  text: string;
}

/**
 * Python sources under the root (not tests/ or .venv/), up to 2 MiB in total, with their text when their
 * bytes hold one of a criterion's words and '' otherwise: each criterion's patterns need one of its words,
 * so a file without any (most files) is searched as bytes, never decoded. Files that are binary or above
 * 2 MiB have no text and are left out, as before. One read of each file serves both readers (the tools/
 * and tasks/ criteria, and the reset-seed question): each was a pass of its own over the same files,
 * reading every file again (EnvContext.visit keeps no bytes).
 */
function pythonSources(env: EnvContext): Promise<{ toolsTasks: PythonSource[]; reset: PythonSource[]; decoded: Map<string, string> }> {
  return env.once('python-sources', async () => {
    const toolsTasks: PythonSource[] = [];
    const reset: PythonSource[] = [];
    // For runtimeSources (it follows imports through files of either kind): every text decoded here, and
    // of every other file the lines that hold `import` (importLinesOf), so none is read again for them.
    const decoded = new Map<string, string>();
    let total = 0;
    for (const file of env.files) {
      if (!file.endsWith('.py') || /^(tests|\.venv)\//.test(file) || /(^|\/)(\.venv|node_modules|__pycache__)\//.test(file)) continue;
      const size = (await env.size(file)) ?? 0;
      if (total + size > PY_BUDGET) break;
      const found = (await env.visit(file, MAX_TEXT_BYTES, textIfMentioned))?.value;
      if (found === undefined) continue;
      total += size;
      toolsTasks.push({ file, text: found.toolsTasks ? found.text : '' });
      reset.push({ file, text: found.reset ? found.text : '' });
      decoded.set(file, found.toolsTasks || found.reset ? found.text : found.imports);
    }
    return { toolsTasks, reset, decoded };
  });
}

/**
 * The text EnvContext.text gives (undefined for a binary file) when the bytes hold a word of either
 * reader, '' otherwise, and which readers' words they hold; for a file not decoded, its import lines.
 */
function textIfMentioned(raw: Uint8Array): { text: string; toolsTasks: boolean; reset: boolean; imports: string } | undefined {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.indexOf(0) !== -1) return undefined;
  const toolsTasks = TOOLS_TASKS_NEEDLES.some((n) => bytes.includes(n));
  const reset = bytes.includes(RESET_NEEDLE);
  const decode = toolsTasks || reset;
  return { text: decode ? decodeText(bytes).text : '', toolsTasks, reset, imports: decode ? '' : importLinesOf(bytes) };
}

/** Words every match of reservedToolsInSource and unpinnedHubCalls holds. */
const TOOLS_TASKS_NEEDLES = ['.tool', 'load_dataset', 'snapshot_download', 'hf_hub_download', 'from_pretrained'].map((w) => Buffer.from(w));
/** The word resetTakesSeed's pattern holds. */
const RESET_NEEDLE = Buffer.from('reset');

/** End offset of the balanced parenthesis span opening at `open` (exclusive); scans at most `limit` chars. */
function balancedEnd(text: string, open: number, limit = 4_000): number {
  let depth = 0;
  const stop = Math.min(text.length, open + limit);
  for (let i = open; i < stop; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i + 1;
    } else if (c === '"' || c === "'") {
      const q = c;
      i++;
      while (i < text.length && text[i] !== q && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    }
  }
  return stop;
}

export interface SourceTool {
  file: string;
  line: number;
  name: string;
  decorator: string;
}

/** MCP tool registrations in Python sources that use a reserved name (heuristic). */
export function reservedToolsInSource(file: string, text: string): SourceTool[] {
  const out: SourceTool[] = [];
  const lineAtOffset = lineLocator(text);
  // The matches of `/^[ \t]*@(….tool)\b/gm`, tried only at the start of lines that hold `.tool`.
  for (const m of lineStartMatches(text, '.tool', TOOL_DECORATOR_AT)) {
    let end = m.index + m[0].length;
    let args = '';
    if (text[end] === '(') {
      const close = balancedEnd(text, end);
      args = text.slice(end, close);
      end = close;
    }
    const named = /\bname\s*=\s*["']([^"']*)["']/.exec(args);
    if (named && RESERVED_TOOL_NAMES.includes(named[1]!)) {
      out.push({ file, line: lineAtOffset(m.index), name: named[1]!, decorator: `@${m[1]}` });
      continue;
    }
    if (named) continue; // an explicit non-reserved name wins over the function name
    // The decorated function: skip further decorators, then `def name(`.
    // Bounded lookahead: a decorated def is a few lines below its decorator (keeps hostile files linear).
    const after = text.slice(end, end + 4000);
    const def = /^(?:[^\n]*\n)(?:[ \t]*@[^\n]*\n|[ \t]*#[^\n]*\n|[ \t]*\n)*[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/.exec(after);
    if (def && RESERVED_TOOL_NAMES.includes(def[1]!)) {
      const defOffset = end + after.indexOf(`def ${def[1]}`, 0);
      out.push({ file, line: lineAtOffset(defOffset), name: def[1]!, decorator: `@${m[1]}` });
    }
  }
  return out;
}

export interface UnpinnedCall {
  file: string;
  line: number;
  call: string;
}

/** `load_dataset(`, `snapshot_download(`, `hf_hub_download(` and `X.from_pretrained(` calls without `revision=` (heuristic). */
export function unpinnedHubCalls(file: string, text: string): UnpinnedCall[] {
  const out: UnpinnedCall[] = [];
  const lineAtOffset = lineLocator(text);
  // `X.from_pretrained(...)` (transformers, diffusers, sentence-transformers, peft…) loads a model or
  // tokenizer from the Hub at whatever its main branch holds, like the datasets/hub download calls.
  const re = /\b(load_dataset|snapshot_download|hf_hub_download|from_pretrained)\s*\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    // The receiver of `.from_pretrained`, looked up behind the match (bounded, so the scan stays linear).
    const receiver = m[1] === 'from_pretrained' ? /([A-Za-z_]\w{0,99})\.$/.exec(text.slice(Math.max(0, m.index - 101), m.index))?.[1] : undefined;
    if (m[1] === 'from_pretrained' && receiver === undefined) continue; // a bare function of that name is not the Hub loader
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const prefix = text.slice(Math.max(lineStart, m.index - 500), m.index);
    if (/^\s*(def|#|import|from)\b/.test(prefix) || prefix.includes('#')) continue;
    const open = m.index + m[0].length - 1;
    const span = text.slice(open, balancedEnd(text, open));
    // A literal local path ("./checkpoints", "/models/x") is not a Hub repository.
    if (m[1] === 'from_pretrained' && /^\(\s*[rf]?["'](?:\.{0,2}\/|~)/.test(span)) continue;
    // `local_files_only=True` reads what is already on disk (a cache filled at build time): nothing to pin here.
    if (/\blocal_files_only\s*=\s*True\b/.test(span)) continue;
    const name = receiver !== undefined ? `${receiver}.${m[1]}` : m[1]!;
    if (!/\brevision\s*=/.test(span)) out.push({ file, line: lineAtOffset(m.index), call: `${name}(${firstArgument(span)})` });
    if (out.length >= 50) break; // enough to report; keeps hostile files bounded
  }
  return out;
}

/** The first argument of a call span `(…)` when it is a short literal or name, else `…`: never text cut mid-string. */
function firstArgument(span: string): string {
  const m = /^\(\s*([rbfu]?"[^"\n]{0,80}"|[rbfu]?'[^'\n]{0,80}'|[A-Za-z_][\w.]{0,60})\s*([,)])/.exec(span);
  if (!m) return '…';
  return m[2] === ',' ? `${m[1]}, …` : m[1]!;
}

/** An import statement at the start of a line: `from .pkg.mod import …` (dots, module) or `import pkg.mod`. */
// The module after the dots starts with a word character: `(\.*)([\w.]*)` could split a run of dots
// between the two either way, and a line `from .....x` that is no import tried every split (quadratic).
const IMPORT_AT = /[ \t]*(?:from[ \t]+(\.*)((?:\w[\w.]*)?)[ \t]+import|import[ \t]+([\w.]+))/y;
/** A tool decorator at the start of a line: `@mcp.tool`, `@self.server.tool(…)`. */
const TOOL_DECORATOR_AT = /[ \t]*@([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.tool)\b/y;
const isLineBreak = (c: number) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/**
 * The matches of `/^[ \t]*(?:from … import|import …)/gm`, in order, tried only at the start of lines that
 * hold `import` (every match does, on its own line): the multiline pattern tried every offset of every
 * file, a tenth of validate's CPU over OpenEnv's environments. A line starts after any JavaScript line
 * terminator, as `^` with the m flag does. Linear: each character is looked at once going back.
 */
export function* importStatements(text: string): Generator<RegExpExecArray> {
  yield* lineStartMatches(text, 'import', IMPORT_AT);
}

/**
 * The matches of a line-start pattern (`/^…/gm`, given as `sticky`, the same pattern without `^`, flag y)
 * whose every match holds `word` on its own line: tried once at the start of each line that holds the
 * word, found going back from it, not at every offset of the text.
 */
function* lineStartMatches(text: string, word: string, sticky: RegExp): Generator<RegExpExecArray> {
  let lineStart = 0;
  let tried = -1;
  let scanned = 0; // text before this offset has been searched for line breaks
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
    for (let k = at - 1; k >= scanned; k--)
      if (isLineBreak(text.charCodeAt(k))) {
        lineStart = k + 1;
        break;
      }
    scanned = at;
    if (lineStart === tried) continue;
    tried = lineStart;
    sticky.lastIndex = lineStart;
    const m = sticky.exec(text);
    if (m) yield m;
  }
}

/**
 * The lines of a file's bytes (split at LF and CR) that hold `import`, each decoded as EnvContext.text
 * decodes the file, joined by LF; '' for a binary file. importStatements gives the same modules over it
 * as over the whole text: its matches lie within a line that holds the word, and every cut is at an
 * ASCII byte, where UTF-8 decoding (lossy included) starts afresh. Decoding whole files only to find
 * their imports (runtimeSources) was 12 MB of the young-generation garbage of validate over 340
 * environments, and a second read of each.
 */
export function importLinesOf(raw: Uint8Array): string {
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.indexOf(0) !== -1) return '';
  // decodeText drops a byte-order mark at the start of the file only.
  const bodyStart = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let out = '';
  let lineEnd = -1;
  for (let at = bytes.indexOf(IMPORT_BYTES, bodyStart); at !== -1; at = bytes.indexOf(IMPORT_BYTES, Math.max(at + 1, lineEnd))) {
    if (at < lineEnd) continue;
    let start = at;
    while (start > bodyStart && bytes[start - 1] !== 10 && bytes[start - 1] !== 13) start--;
    lineEnd = at + IMPORT_BYTES.length;
    while (lineEnd < bytes.length && bytes[lineEnd] !== 10 && bytes[lineEnd] !== 13) lineEnd++;
    out += `${out ? '\n' : ''}${lineDecoder.decode(bytes.subarray(start, lineEnd))}`;
  }
  return out;
}
const IMPORT_BYTES = Buffer.from('import');
const lineDecoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** Folders whose code runs beside the environment, never inside it (training, evaluation, scripts…). */
const OFFLINE_DIR = /^(?:[^/]+\/)*?(training|train|trainer|evaluation|evals?|scripts|notebooks|examples|benchmarks?|tests?|docs|analysis|baselines?|adversary|solver|agents?)\//i;
const OFFLINE_FILE = /(^|\/)(train|training|eval|evaluate|inference|baseline|demo|plot|analy[sz]e)[^/]*\.py$/i;

/**
 * The Python sources that feed the environment at runtime: the server package (server/, or the folder
 * of the manifest's `app` module) and the modules it imports from the environment root, two levels deep.
 * A Hub download in training or evaluation code is not where the tasks come from.
 */
async function runtimeSources(
  env: EnvContext,
  sources: readonly { file: string; text: string }[],
  app: unknown,
  decoded: ReadonlyMap<string, string>,
): Promise<{ file: string; text: string }[]> {
  const byModule = new Map<string, { file: string; text: string }>();
  for (const s of sources) {
    const module = s.file.replace(/\.py$/, '').replace(/\/__init__$/, '').replace(/\//g, '.');
    byModule.set(module, s);
  }
  const appModule = typeof app === 'string' ? app.split(':')[0]!.trim() : '';
  const appDir = appModule.includes('.') ? appModule.split('.').slice(0, -1).join('/') : '';
  const serverDirs = ['server', appDir].filter(Boolean);
  const chosen = new Map<string, { file: string; text: string }>();
  // Training and evaluation scripts kept beside the server (crust_env/train.py, trainer_daemon.py) are not it either.
  for (const s of sources) if ((serverDirs.some((d) => s.file.startsWith(`${d}/`)) && !OFFLINE_FILE.test(s.file)) || s.file === `${appModule.replace(/\./g, '/')}.py`) chosen.set(s.file, s);
  let frontier = [...chosen.values()];
  for (let depth = 0; depth < 2 && frontier.length; depth++) {
    const next: { file: string; text: string }[] = [];
    for (const s of frontier) {
      // A file without any of the needles was not decoded (pythonSources), but its imports still lead to one that is.
      const text = s.text || (decoded.get(s.file) ?? (await env.text(s.file)) ?? '');
      const follow = (module: string) => {
        const hit = module ? byModule.get(module) : undefined;
        if (hit && !chosen.has(hit.file) && !OFFLINE_DIR.test(hit.file) && !OFFLINE_FILE.test(hit.file)) {
          chosen.set(hit.file, hit);
          next.push(hit);
        }
      };
      for (const m of importStatements(text)) {
        const dotted = (m[2] || m[3] || '').replace(/^\./, '');
        // A relative import resolves from the importing file's package; an absolute one from the root or a
        // package prefix: the module itself, without its first segment, without its last (no arrays built:
        // a server imports hundreds of names).
        if (m[1]) follow([s.file.split('/').slice(0, -m[1].length).join('.'), dotted].filter(Boolean).join('.'));
        follow(dotted);
        const first = dotted.indexOf('.');
        if (first === -1) continue;
        follow(dotted.slice(first + 1));
        follow(dotted.slice(0, dotted.lastIndexOf('.')));
      }
    }
    frontier = next;
  }
  return [...chosen.values()].filter((s) => !OFFLINE_DIR.test(s.file) || serverDirs.some((d) => s.file.startsWith(`${d}/`)));
}

export async function checkToolsTasks(env: EnvContext): Promise<void> {
  const manifest = await readManifest(env);
  const data = manifest.data;

  // tools/declared-valid
  const names = declaredToolNames(data);
  if (!names) env.skip('tools/declared-valid', 'skipped: no tools: declaration (proposed field)');
  else {
    const problems: string[] = [];
    const reserved = names.filter((n) => RESERVED_TOOL_NAMES.includes(n));
    if (reserved.length) problems.push(`tools lists ${reserved.map((r) => `'${r}'`).join(', ')}, ${reserved.length > 1 ? 'reserved OpenEnv names' : 'a reserved OpenEnv name'} (the server refuses to build an MCP environment with them)`);
    const dup = names.filter((n, i) => names.indexOf(n) !== i);
    if (dup.length) problems.push(`tools lists ${[...new Set(dup)].join(', ')} more than once`);
    const bad = names.filter((n) => !/^[A-Za-z0-9_.-]{1,128}$/.test(n));
    if (bad.length) problems.push(`tool names ${bad.slice(0, 3).join(', ')} break the MCP name rule`);
    if (problems.length)
      env.fail('tools/declared-valid', `${problems.join('; ')}. Fix: rename the tool (e.g. get_board_state) and keep names unique.`, {
        file: 'openenv.yaml',
        line: manifest.lineOf(['tools']),
        key: [...reserved, ...dup, ...bad].join(','),
      });
    else env.pass('tools/declared-valid', `tools: ${names.join(', ')}.`, { file: 'openenv.yaml' });
  }

  // tools/no-reserved-in-source
  const python = await pythonSources(env);
  const sources = python.toolsTasks;
  const reservedHits = sources.flatMap((s) => reservedToolsInSource(s.file, s.text));
  if (reservedHits.length) {
    const h = reservedHits[0]!;
    env.fail(
      'tools/no-reserved-in-source',
      `${reservedHits.map((x) => `${x.file}:${x.line} registers MCP tool '${x.name}'`).slice(0, 3).join('; ')}; OpenEnv reserves reset/step/state/close for the simulation API, and MCPEnvironment raises when it builds such a tool. Fix: rename the function or pass name="take_${h.name}".`,
      { file: h.file, line: h.line, key: reservedHits.map((x) => `${x.file}:${x.name}`).join(',') },
    );
  } else env.pass('tools/no-reserved-in-source', `No reserved MCP tool names in ${sources.length} Python file${sources.length === 1 ? '' : 's'}.`);

  // tasks/declared-valid
  const tasks = proposedTasks(data);
  if (!tasks) {
    env.skip(
      'tasks/declared-valid',
      Array.isArray(data?.tasks)
        ? 'skipped: tasks is a list of task records, not the proposed tasks: {count, …} block'
        : data?.tasks !== undefined
          ? 'skipped: tasks is the author\'s own block, not the proposed tasks: {count, …} block'
          : 'skipped: no tasks: declaration (proposed field)',
    );
  } else {
    const problems: string[] = [];
    const count = tasks.count;
    if (!(Number.isInteger(count) && (count as number) >= 1)) problems.push(`tasks.count is ${JSON.stringify(count ?? null)}, expected an integer ≥ 1`);
    if (Array.isArray(tasks.ids)) {
      const ids = tasks.ids.map(String);
      const dup = ids.filter((x, i) => ids.indexOf(x) !== i);
      if (dup.length) problems.push(`tasks.ids repeats ${[...new Set(dup)].slice(0, 3).join(', ')}`);
      if (Number.isInteger(count) && ids.length !== count) problems.push(`tasks.count is ${String(count)} but tasks.ids lists ${ids.length}`);
    }
    if (Number.isInteger(tasks.sample) && Number.isInteger(count) && (tasks.sample as number) > (count as number))
      problems.push(`tasks.sample ${String(tasks.sample)} exceeds tasks.count ${String(count)}`);
    if (problems.length)
      env.fail('tasks/declared-valid', `${problems.join('; ')}. Fix: make them match.`, { file: 'openenv.yaml', line: manifest.lineOf(['tasks']), key: 'tasks' });
    else env.pass('tasks/declared-valid', `tasks.count ${String(count)}.`, { file: 'openenv.yaml' });
  }

  // tasks/source-pinned
  {
    const problems: { msg: string; file: string; line?: number }[] = [];
    const source = tasks && typeof tasks.source === 'object' && tasks.source !== null ? (tasks.source as Record<string, unknown>) : undefined;
    if (source) {
      if (source.dataset !== undefined && !(typeof source.revision === 'string' && /^[0-9a-f]{40}$/i.test(source.revision)))
        problems.push({ msg: `tasks.source.dataset ${String(source.dataset)} has no 40-hex revision`, file: 'openenv.yaml', line: manifest.lineOf(['tasks', 'source']) });
      if (source.model !== undefined && !(typeof source.model_revision === 'string' && /^[0-9a-f]{40}$/i.test(source.model_revision)))
        problems.push({ msg: `tasks.source.model ${String(source.model)} has no 40-hex model_revision`, file: 'openenv.yaml', line: manifest.lineOf(['tasks', 'source']) });
    }
    for (const s of await runtimeSources(env, sources, data?.app, python.decoded)) for (const c of unpinnedHubCalls(s.file, s.text)) problems.push({ msg: `${c.file}:${c.line} ${c.call} has no revision`, file: c.file, line: c.line });
    if (problems.length)
      env.fail('tasks/source-pinned', `${problems.slice(0, 3).map((p) => p.msg).join('; ')}, so the tasks or the model change whenever the Hub repository does and the environment is not reproducible. Fix: pass revision="<commit sha>".`, {
        file: problems[0]!.file,
        line: problems[0]!.line,
        key: problems.map((p) => p.file).join(','),
      });
    else env.pass('tasks/source-pinned', 'Every dataset/model source is pinned (or none is used).');
  }
}

/** A `def reset(` in the env's Python sources takes a `seed` parameter (raises repro/seed-reset to warning). */
export async function resetTakesSeed(env: EnvContext): Promise<boolean> {
  const sources = (await pythonSources(env)).reset;
  return sources.some((s) => /\bdef\s+reset\s*\(([^)]*)\)/.exec(s.text)?.[1]?.split(',').some((p) => /^\s*\*{0,2}seed\b/.test(p)) ?? false);
}
