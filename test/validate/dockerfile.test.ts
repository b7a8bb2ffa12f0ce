import { contextCopies, contextReachesFinal, contributingStages, copyOperands, substituteArgs, finalStage } from '../../src/checks/validate/static/dockerfile.js';
import { parseDockerfile } from '../../src/checks/validate/static/dockerfile-parse.js';
import { DockerIgnore } from '../../src/checks/validate/static/dockerignore.js';
import { isPinnedArg } from '../../src/checks/validate/static/deps.js';
import { matchesOpenEnvDependency, dockerfileLineInstallsOpenEnv, parseRequirement } from '../../src/checks/validate/static/pyproject.js';
import { parseRequirement as parsePep508 } from '../../src/python/pep508.js';
import { plainTokens, shellCommands } from '../../src/checks/validate/static/shell.js';
import { parse as shellQuote } from 'shell-quote';
import { DEFAULT_FIXTURE_PATTERNS, isDefaultFixturePath } from '../../src/checks/validate/static/docker.js';
import fc from 'fast-check';
import picomatch from 'picomatch';
import { archiveKind, lfsPointer } from '../../src/checks/validate/static/resources.js';

describe('Dockerfile reader', () => {
  test('escape directive, continuations, comments inside continuations, heredocs, exec form, flags', () => {
    const text = [
      '# escape=`',
      'ARG BASE=python:3.11',
      'FROM ${BASE} AS build',
      'RUN apt-get update && `',
      '# a comment inside the continuation',
      '    apt-get install -y gcc',
      'COPY --chown=app:app --link ["a b.txt", "/dst/"]',
      'RUN <<EOF',
      'uv sync --frozen',
      'EOF',
      'FROM scratch',
      'COPY --from=build /app /app',
    ].join('\n');
    const m = parseDockerfile('Dockerfile', text);
    expect(m.escape).toBe('`');
    expect(m.stages.map((s) => [s.name, s.base, s.fromLine])).toEqual([['build', '${BASE}', 3], [undefined, 'scratch', 11]]);
    const run = m.stages[0]!.instructions.find((i) => i.keyword === 'RUN')!;
    expect(run.line).toBe(4);
    expect(run.args).toMatch(/apt-get update &&\s+apt-get install -y gcc/);
    const copy = m.stages[0]!.instructions.find((i) => i.keyword === 'COPY')!;
    expect(copy.flags).toEqual({ chown: 'app:app', link: 'true' });
    expect(copyOperands(copy)).toEqual({ sources: ['a b.txt'], dest: '/dst/' });
    const heredoc = m.stages[0]!.instructions.filter((i) => i.keyword === 'RUN')[1]!;
    expect(heredoc.heredocs).toEqual(['uv sync --frozen']);
    expect(substituteArgs('${BASE}', m.globalArgs)).toBe('python:3.11');
    expect(substituteArgs('${NOPE:-x}', m.globalArgs)).toBe('x');
    expect(substituteArgs('$NOPE', m.globalArgs)).toBeUndefined();
  });

  test('indented comments in a continuation, an escape before the line end, a tab-stripped heredoc, the exec form', () => {
    const text = [
      'FROM python:3.11',
      // OpenEnv's carla_env: indented comments between continued package lines (Docker drops them).
      'RUN apt-get install -y --no-install-recommends \\',
      '    # Python 3.11',
      '    python3.11-dev \\',
      '    # build tools',
      '    build-essential',
      // A script written with echo: the `\\n` before the continuation stays.
      "RUN echo '#!/bin/bash\\n\\",
      "set -e' > /start.sh",
      'ENV PORT=7860 HOST=0.0.0.0',
      'ENV SYSTEM_PROMPT="You are a helpful AI assistant." LEGACY_NEXT=1',
      'ENV LEGACY value with spaces',
      'COPY <<-EOF /etc/motd',
      '\thello',
      '\tEOF',
      'CMD ["uvicorn", "server.app:app", "--port", "7860"]',
    ].join('\n');
    const m = parseDockerfile('Dockerfile', text);
    const [install, script] = m.instructions.filter((i) => i.keyword === 'RUN');
    expect(install!.args.replace(/\s+/g, ' ')).toBe('apt-get install -y --no-install-recommends python3.11-dev build-essential');
    // Joined as Docker joins a continuation: no space added.
    expect(script!.args).toBe("echo '#!/bin/bash\\nset -e' > /start.sh");
    expect(m.instructions.filter((i) => i.keyword === 'ENV').map((i) => i.properties)).toEqual([
      [['PORT', '7860'], ['HOST', '0.0.0.0']],
      [['SYSTEM_PROMPT', 'You are a helpful AI assistant.'], ['LEGACY_NEXT', '1']],
      [['LEGACY', 'value with spaces']],
    ]);
    const copy = m.instructions.find((i) => i.keyword === 'COPY')!;
    expect(copy.heredocs).toEqual(['\thello']);
    expect(m.instructions.find((i) => i.keyword === 'CMD')!.exec).toEqual(['uvicorn', 'server.app:app', '--port', '7860']);
  });

  test('contributing stages and whether the context reaches the final image', () => {
    const m = parseDockerfile(
      'Dockerfile',
      ['FROM a AS deps', 'COPY . /src', 'FROM b AS unused', 'COPY . /x', 'FROM c AS tools', 'FROM d', 'RUN --mount=type=bind,from=tools,target=/t true', 'COPY --from=deps /src/pkg /app'].join('\n'),
    );
    expect(contributingStages(m).map((s) => s.name ?? s.index)).toEqual(['deps', 'tools', 3]);
    const reach = contextReachesFinal(m);
    expect(reach.reaches).toBe(true);
    expect(reach.via).toMatch(/COPY \. \/src \(line 2\) → COPY --from=deps \/src\/pkg/);
    const none = parseDockerfile('Dockerfile', 'FROM a AS b\nCOPY . /src\nFROM c\nCOPY --from=b /opt/venv /venv\n');
    expect(contextReachesFinal(none).reaches).toBe(false);
    // The OpenEnv template copies the venv, then the whole folder: the whole copy is the one named, not the
    // venv under it (seen on a stranger's environment repository).
    const template = parseDockerfile('Dockerfile', 'FROM a AS builder\nCOPY . /app/env\nFROM b\nCOPY --from=builder /app/env/.venv /app/.venv\nCOPY --from=builder /app/env /app/env\n');
    expect(contextReachesFinal(template)).toEqual({ reaches: true, via: 'COPY . /app/env (line 2) → COPY --from=builder /app/env (line 5)', line: 5 });
    const workdir = parseDockerfile('Dockerfile', 'FROM a\nWORKDIR /app\nCOPY . .\n');
    expect(contextReachesFinal(workdir).via).toMatch(/COPY \. \/app/);
    expect(finalStage(parseDockerfile('D', 'FROM a AS one\nFROM b AS two\n'), 'one')!.name).toBe('one');
  });

  test('answers made once per model stay apart per target and per stage', () => {
    // The stage graph, the reach and the workdirs are kept per model: asking for one target first must
    // not give its answer for another, and a stage's workdirs are its own.
    const m = parseDockerfile('Dockerfile', ['FROM a AS builder', 'WORKDIR /src', 'COPY . .', 'FROM b AS bare', 'WORKDIR /opt', 'COPY app.py ./', 'FROM bare'].join('\n'));
    expect(contextReachesFinal(m, 'builder')).toEqual({ reaches: true, via: 'COPY . /src (line 3)', line: 3 });
    expect(contextReachesFinal(m).reaches).toBe(false);
    expect(contextReachesFinal(m, 'builder').reaches).toBe(true);
    expect(contributingStages(m, 'builder').map((s) => s.index)).toEqual([0]);
    expect(contributingStages(m).map((s) => s.index)).toEqual([1, 2]);
    expect(contributingStages(m, '')).toBe(contributingStages(m));
    expect(contextCopies(m)).toEqual([
      { source: '.', dest: '/src' },
      { source: 'app.py', dest: '/opt' },
    ]);
    const copy = m.instructions.find((i) => i.line === 6)!;
    expect(copyOperands(copy)).toEqual({ sources: ['app.py'], dest: './' });
    expect(copyOperands(copy)).toBe(copyOperands(copy));
    expect(copyOperands(m.instructions.find((i) => i.keyword === 'WORKDIR')!)).toBeUndefined();
  });
});

describe('.dockerignore semantics', () => {
  test('last match wins, ! re-includes, a parent directory excludes its contents, leading / ignored', () => {
    const ig = new DockerIgnore('# comment\n/.git\ntests\n!tests/keep.py\n**/*.pyc\ndata/*.bin\n');
    expect(ig.excludes('.git/HEAD')).toBe(true);
    expect(ig.excludes('tests/a/b.json')).toBe(true);
    expect(ig.excludes('tests/keep.py')).toBe(false);
    expect(ig.excludes('src/x/y.pyc')).toBe(true);
    expect(ig.excludes('data/a.bin')).toBe(true);
    expect(ig.excludes('data/sub/a.bin')).toBe(false);
    expect(ig.excludes('server/app.py')).toBe(false);
  });
});

describe('dependency strings (CLI semantics)', () => {
  test.each([
    ['openenv', 'openenv'],
    ['openenv[core]>=0.2.2', 'openenv'],
    ['OpenEnv-Core==0.2.3', 'openenv-core'],
    ['openenv @ git+https://github.com/huggingface/OpenEnv', 'openenv'],
    ['openenv ; python_version >= "3.10"', 'openenv'],
    ['openenv-echo-env>=0.1', undefined],
    ['openenvx', undefined],
    ['openenv [core]', undefined],
  ])('%s', (dep, expected) => expect(matchesOpenEnvDependency(dep)).toBe(expected));

  test('Dockerfile lines', () => {
    expect(dockerfileLineInstallsOpenEnv('RUN pip install "openenv[core]>=0.2.2"')).toBe(true);
    expect(dockerfileLineInstallsOpenEnv('RUN pip install openenv-core')).toBe(true);
    expect(dockerfileLineInstallsOpenEnv('# RUN pip install openenv')).toBe(false);
    expect(dockerfileLineInstallsOpenEnv('RUN pip install my-openenv')).toBe(false);
  });

  test('pinned pip arguments', () => {
    for (const pinned of ['fastapi==0.110.0', 'x===1', '.', './pkg', '-e', 'git+https://github.com/o/r@' + 'a'.repeat(40), 'https://x/y.whl#sha256=' + 'b'.repeat(64)])
      if (pinned !== '-e') expect([pinned, isPinnedArg(pinned)]).toEqual([pinned, true]);
    for (const floating of ['fastapi', 'fastapi>=0.1', 'x==1.*', 'git+https://github.com/o/r@main', 'x~=1.0'])
      expect([floating, isPinnedArg(floating)]).toEqual([floating, false]);
  });

  test('PEP 508 splitting', () => {
    expect(parseRequirement('Foo.Bar[B,a] >= 1.0 , <2 ; python_version < "3.11"')).toEqual({
      raw: 'Foo.Bar[B,a] >= 1.0 , <2 ; python_version < "3.11"',
      name: 'foo-bar',
      extras: ['a', 'b'],
      specifier: ['<2', '>=1.0'],
      marker: 'python_version < "3.11"',
    });
    expect(parseRequirement('pkg @ https://x/y.whl')).toMatchObject({ name: 'pkg', url: 'https://x/y.whl' });
  });
});

test('archive detection by name and magic bytes; LFS pointers', () => {
  expect(archiveKind('a.tar.gz', undefined)).toBe('tar.gz');
  expect(archiveKind('blob.dat', new Uint8Array([0x28, 0xb5, 0x2f, 0xfd]))).toBe('zstd');
  const tar = new Uint8Array(300);
  tar.set([0x75, 0x73, 0x74, 0x61, 0x72], 257);
  expect(archiveKind('x.bin', tar)).toBe('tar');
  expect(archiveKind('x.bin', new Uint8Array([1, 2, 3]))).toBeUndefined();
  expect(lfsPointer(new TextEncoder().encode('version https://git-lfs.github.com/spec/v1\noid sha256:' + 'c'.repeat(64) + '\nsize 123\n'))).toEqual({ size: 123, oid: 'c'.repeat(64) });
  expect(lfsPointer(new TextEncoder().encode('hello'))).toBeUndefined();
});

describe('one PEP 508 parser for both checks', () => {
  test.each(['bad name>=1', 'pkg>=1.0garbage', 'x>=', 'pkg @ not-a-url'])('%s is rejected by validate and by environment.yaml', (raw) => {
    expect(parseRequirement(raw)).toBeUndefined();
    expect(parsePep508(raw).ok).toBe(false);
  });
  test.each(['pkg>=1.0', 'pkg @ https://x/y.whl', 'a.b[c]==1 ; python_version < "3.12"', 'x (>=1.0)'])('%s is accepted by both', (raw) => {
    expect(parseRequirement(raw)).toBeDefined();
    expect(parsePep508(raw).ok).toBe(true);
  });
});

describe('RUN splitting respects shell quoting', () => {
  test('quoted text is one word, operators split commands, leading keywords are dropped', () => {
    expect(shellCommands('echo "then pip install requests; done" && pip install "a==1"')).toEqual([
      ['echo', 'then pip install requests; done'],
      ['pip', 'install', 'a==1'],
    ]);
    expect(shellCommands('if [ -f r.txt ]; then pip install -r r.txt; fi')).toEqual([['[', '-f', 'r.txt', ']'], ['pip', 'install', '-r', 'r.txt'], ['fi']]);
    expect(shellCommands("python -c 'import a; print(1)' | tee log # pip install x")).toEqual([['python', '-c', 'import a; print(1)'], ['tee', 'log']]);
    expect(shellCommands('apt-get install -y git\npip install $PKG')).toEqual([['apt-get', 'install', '-y', 'git'], ['pip', 'install', '$PKG']]);
  });
  test('a line without quotes, variables or escapes gives the tokens shell-quote gives (generated lines)', () => {
    expect(plainTokens('if ! command -v uv >/dev/null 2>&1; then curl -LsSf https://x.sh | sh; fi')).toEqual(shellQuote('if ! command -v uv >/dev/null 2>&1; then curl -LsSf https://x.sh | sh; fi'));
    expect(plainTokens('echo "quoted"')).toBeUndefined();
    expect(plainTokens('pip install $PKG')).toBeUndefined();
    const piece = fc.constantFrom('a', 'pip', 'install', '-r', 'x.txt', '==1.0', ' ', '  ', '&', '&&', '|', '||', ';', ';;', '(', ')', '<', '>', '>>', '<<', '<<<', '<<-', '<(', '>(', '>&', '<&', '<>', '&>', '|&', ';&', '2>&1', '!', '[', ']', '-', '.', '/', '=', ':', ',', '@', '%', '+', '_', '9', '"', "'", '$', '\\', '#', '*', '?', '{', '}', '`', '~', '\t');
    let answered = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const line = pieces.join('');
        const tokens = plainTokens(line);
        if (tokens === undefined) return true;
        answered++;
        return JSON.stringify(tokens) === JSON.stringify(shellQuote(line));
      }),
      { numRuns: 5000 },
    );
    expect(answered).toBeGreaterThan(1000);
  });
  test('variables stay as written, bare, braced and quoted', () => {
    expect(shellCommands('pip install ${PKG}==$VERSION "$EXTRA" $$ x$')).toEqual([['pip', 'install', '$PKG==$VERSION', '$EXTRA', '$$', 'x$']]);
  });
  test("an unbalanced quote runs to the end of the line, as in a shell", () => {
    expect(shellCommands('echo "oops')).toEqual([['echo', 'oops']]);
  });
});

describe('default fixture patterns', () => {
  test('the segment test matches exactly the paths picomatch matches with the default globs', () => {
    const globs = picomatch([...DEFAULT_FIXTURE_PATTERNS], { dot: true });
    for (const path of ['fixtures', 'a/fixtures', 'a/b/test_data/c.json', 'tests/x.py', 'tests', 'a/tests/x.py', '.fixtures/a', 'fixturesx/a', 'src/testdata.py', './fixtures/a', 'a/../fixtures/b'])
      expect([path, isDefaultFixturePath(path)]).toEqual([path, globs(path)]);
    const segment = fc.constantFrom('fixtures', '__fixtures__', 'testdata', 'test_data', 'tests', 'a', '.x', '.', '..', '', 'fixturesx', 'x.py', '*', '\\', 'a b', 'Tests');
    fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => isDefaultFixturePath(segments.join('/')) === globs(segments.join('/'))), { numRuns: 5000 });
  });
});
