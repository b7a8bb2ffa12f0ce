/**
 * docker/build-inputs-present: the files a Dockerfile needs from the build context are there (issue 26:
 * `COPY . .` then `RUN pip install -r requirements.txt` in a repository with no requirements.txt; the image
 * does not build, and nothing said so). Two ways a build stops on a missing input:
 * - a COPY/ADD source that is not in the context (or that .dockerignore keeps out): "not found";
 * - a requirements file a RUN installs from (`pip install -r`, `uv pip sync`) at a path a copy of the whole
 *   context filled, when the context has no such file: "Could not open requirements file".
 * The build context is the environment folder (what `openenv build` and a Space use). Anything this reader
 * cannot see is left alone: globs, variables, heredoc sources, URLs, files a stage copies from another
 * stage or a base image may hold, files an earlier RUN may write, bind mounts, and a server/Dockerfile
 * source that exists relative to server/ (the context may be that folder).
 */
import { posix } from 'node:path';
import type { EnvContext } from './env.js';
import { loadDocker } from './docker.js';
import { baseChain, contributingStages, copyOperands, isWholeContextCopy, resolveIn, walkStage, type Instruction } from './dockerfile.js';
import { runCommands } from './shell.js';
import { pipInstall } from './deps.js';

const ID = 'docker/build-inputs-present';

interface Missing {
  line: number;
  what: string;
  file: string;
}

/** A source or path this reader cannot resolve to one file of the context. */
function unreadable(path: string): boolean {
  return /[*?[\]$]|^<</.test(path) || /^[a-z][a-z0-9+.-]*:\/\//i.test(path) || path.startsWith('git@');
}

/** A file or folder at a repository-relative path (a nested environment's image may be built from the root). */
function repositoryHas(files: readonly string[], path: string): boolean {
  const prefix = `${path}/`;
  return files.some((f) => f === path || f.startsWith(prefix));
}

function isUnder(path: string, dir: string): boolean {
  return dir === '/' || path === dir || path.startsWith(`${dir}/`);
}

export async function checkBuildInputs(env: EnvContext): Promise<void> {
  const docker = await loadDocker(env);
  if (!docker.model || !docker.path || docker.model.stages.length === 0) return env.skip(ID, 'skipped: no usable Dockerfile (docker/dockerfile-present failed)');
  const model = docker.model;
  const file = docker.path;
  const inServer = file.startsWith('server/');
  const missing: Missing[] = [];
  // One finding line per missing file and instruction (a stage's base chain is walked once per stage built on it).
  const seen = new Set<string>();
  const inContext = (path: string) => (env.has(path) && !docker.ignore.excludes(path)) || env.hasDir(path);
  const excluded = (path: string) => env.has(path) && docker.ignore.excludes(path);

  for (const stage of contributingStages(model, env.options.dockerTarget)) {
    // What the stage's filesystem holds so far, as far as the Dockerfile says: where the whole context
    // was copied, single files copied in, folders filled from another stage, and every earlier RUN's text.
    const contextDirs: { dir: string; line: number; copy: string }[] = [];
    const copiedFiles = new Set<string>();
    const opaqueDirs: string[] = [];
    let earlierRuns = '';
    const visit = (ins: Instruction, workdir: string) => {
      if (ins.keyword === 'COPY' || ins.keyword === 'ADD') {
        const ops = copyOperands(ins);
        if (!ops) return;
        const dest = resolveIn(workdir, ops.dest);
        if (ins.flags.from) {
          opaqueDirs.push(dest);
          return;
        }
        if (isWholeContextCopy(ins)) contextDirs.push({ dir: dest, line: ins.line, copy: `${ins.keyword} ${ops.sources.join(' ')} ${ops.dest}` });
        for (const raw of ops.sources) {
          const src = posix.normalize(raw).replace(/\/+$/, '').replace(/^\/+/, ''); // COPY /x reads x of the context
          if (src === '' || src === '.' || unreadable(raw) || src.startsWith('..')) continue;
          const intoDir = ops.sources.length > 1 || ops.dest.endsWith('/') || ops.dest === '.';
          // A folder's contents land in the destination itself; a file lands in it when it is a folder.
          if (env.hasDir(src)) opaqueDirs.push(dest);
          else copiedFiles.add(intoDir ? posix.join(dest, posix.basename(src)) : dest);
          if (seen.has(`${ins.line}:${src}`) || inContext(src)) continue;
          // A server/Dockerfile may be built with server/ as its context; a nested environment's from the repository root.
          if (inServer && (env.has(`server/${src}`) || env.hasDir(`server/${src}`))) continue;
          if (env.root !== '' && repositoryHas(env.allFiles, src)) continue;
          seen.add(`${ins.line}:${src}`);
          missing.push({
            line: ins.line,
            file: src,
            what: excluded(src) ? `line ${ins.line} copies ${src}, which ${docker.ignoreFile} keeps out of the build context` : `line ${ins.line} copies ${src}, which is not in the build context`,
          });
        }
        return;
      }
      if (ins.keyword !== 'RUN') return;
      if (!seen.has(`${ins.line}`) && !/type=bind/.test(ins.flags.mount ?? '')) {
        let dir: string | undefined = workdir;
        for (const words of runCommands(ins)) {
          if (words[0] === 'cd') {
            dir = dir && words[1] && !unreadable(words[1]) ? resolveIn(dir, words[1]) : undefined;
            continue;
          }
          const pip = pipInstall(words);
          const sync = words[0] === 'uv' && words[1] === 'pip' && words[2] === 'sync' ? words.slice(3).filter((w) => !w.startsWith('-')) : [];
          const files = [...(pip?.requirementFiles ?? []), ...sync];
          if (!dir) break;
          for (const req of files) {
            if (unreadable(req)) continue;
            const at = resolveIn(dir, req);
            if (copiedFiles.has(at) || opaqueDirs.some((d) => isUnder(at, d)) || earlierRuns.includes(posix.basename(at))) continue;
            const from = contextDirs.filter((c) => isUnder(at, c.dir));
            if (from.length === 0) continue; // not from the context: a base image may hold it
            const rel = posix.relative(from[0]!.dir, at);
            if (from.some((c) => inContext(posix.relative(c.dir, at)))) continue;
            seen.add(`${ins.line}`);
            missing.push({
              line: ins.line,
              file: rel,
              what: excluded(rel)
                ? `line ${ins.line} installs from ${req}, which ${docker.ignoreFile} keeps out of the build context ${from[0]!.copy} (line ${from[0]!.line}) copied`
                : `line ${ins.line} installs from ${req}, but the build context ${from[0]!.copy} (line ${from[0]!.line}) copied has no ${rel}`,
            });
            break;
          }
        }
      }
      earlierRuns += `\n${ins.args}`;
    };
    for (const s of baseChain(model, stage).reverse()) walkStage(model, s, visit);
  }

  if (missing.length === 0) return env.pass(ID, 'Every file the Dockerfile copies or installs from is in the build context.', { file });
  const files = [...new Set(missing.map((m) => m.file))];
  env.fail(
    ID,
    `${file} ${missing.slice(0, 3).map((m) => m.what).join('; ')}${missing.length > 3 ? `, and ${missing.length - 3} more` : ''}, so the image does not build. Fix: commit ${files.join(', ')} (or take ${files.length === 1 ? 'it' : 'them'} out of .dockerignore), or change the Dockerfile to the files the repository has${missing.some((m) => /installs from/.test(m.what)) && env.has('pyproject.toml') ? ' (pyproject.toml: pip install .)' : ''}.`,
    { file, line: missing[0]!.line, key: files.join(',') },
  );
}
