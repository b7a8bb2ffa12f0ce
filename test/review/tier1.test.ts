import { describe, expect, it } from '@jest/globals';
import { at, baseText, review, trackedRepos } from './support.js';

/** Token-shaped test strings are assembled at run time, so no scanner mistakes this source for a leak. */
function fakeSecret(prefix: string, length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'): string {
  let seed = 7;
  let out = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out += alphabet.charAt(seed % alphabet.length);
  }
  return prefix + out;
}

const repo = trackedRepos();

const ENV = 'envs/echo_env/server/echo_environment.py';

describe('review/debug-print', () => {
  it('flags print() added to environment server code, at its line', async () => {
    const r = repo({
      [ENV]: baseText(ENV).replace('        message = action.message\n', '        message = action.message\n        print(f"got {message}")\n'),
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/debug-print')).toEqual([`${ENV}:25`]);
    expect(findings.find((f) => f.rule === 'review/debug-print')?.severity).toBe('error');
  });

  it('accepts `# ok-to-print`, prints in tests, and print inside strings or comments', async () => {
    const r = repo({
      'envs/echo_env/server/cli.py': 'def main():\n    print("usage: echo")  # ok-to-print\n    text = "print(x)"\n    # print(debug)\n    return text\n',
      'envs/echo_env/tests/test_echo.py': 'def test_echo():\n    print("debugging a test")\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/debug-print')).toEqual([]);
  });

  it('counts a print() that was already there as pre-existing, not as a finding', async () => {
    const r = repo(
      { 'envs/echo_env/server/util.py': 'def helper():\n    print("old")\n    return 2\n' },
      { baseFiles: { 'envs/echo_env/server/util.py': 'def helper():\n    print("old")\n    return 1\n' } },
    );
    const { findings, report } = await review(r);
    expect(at(findings, 'review/debug-print')).toEqual([]);
    expect(report.preExisting).toBe(1);
  });
});

describe('review/debugger', () => {
  it('flags breakpoint(), pdb and ipdb on added source lines', async () => {
    const r = repo({
      'envs/echo_env/server/debug.py': 'import pdb\n\n\ndef go(x):\n    breakpoint()\n    import ipdb; ipdb.set_trace()\n    return x\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/debugger')).toEqual(['envs/echo_env/server/debug.py:1', 'envs/echo_env/server/debug.py:5', 'envs/echo_env/server/debug.py:6']);
  });

  it('leaves code that merely mentions the words alone', async () => {
    const r = repo({ 'envs/echo_env/server/notes.py': '"""Use breakpoint() locally when debugging."""\nPDB_HINT = "pdb.set_trace()"\n' });
    const { findings } = await review(r);
    expect(at(findings, 'review/debugger')).toEqual([]);
  });
});

describe('review/todo-comment', () => {
  it('reports TODO/FIXME as notices, never blocking', async () => {
    const r = repo({ 'src/openenv/core/env_server/retry.py': '# FIXME: handle timeouts\nRETRIES = 3  # TODO raise later\n' });
    const { findings, report } = await review(r);
    expect(at(findings, 'review/todo-comment')).toEqual(['src/openenv/core/env_server/retry.py:1', 'src/openenv/core/env_server/retry.py:2']);
    expect(findings.filter((f) => f.rule === 'review/todo-comment').every((f) => f.severity === 'notice')).toBe(true);
    expect(report.tier1).toEqual([]);
  });

  it('ignores the words in strings and identifiers', async () => {
    const r = repo({ 'src/openenv/core/env_server/todo.py': 'TODO_LIST = ["FIXME"]\n' });
    expect(at((await review(r)).findings, 'review/todo-comment')).toEqual([]);
  });
});

describe('review/credential-token', () => {
  it('flags each token kind, masks the secret in the message, and finds keys inside notebooks', async () => {
    const hf = fakeSecret('hf_', 34);
    const gh = fakeSecret('ghp_', 36);
    const openai = fakeSecret('sk-proj-', 40);
    const anthropic = fakeSecret('sk-ant-api03-', 40);
    const aws = fakeSecret('AKIA', 16, 'ABCDEFGHJKLMNPQRSTUVWXYZ234567');
    const notebook = JSON.stringify({ cells: [{ cell_type: 'code', source: [`import os\n`, `os.environ["HF_TOKEN"] = "${hf}"\n`] }] }, null, 1);
    const r = repo({
      'envs/echo_env/server/config.py': `GITHUB = "${gh}"\nOPENAI = "${openai}"\nCLAUDE = "${anthropic}"\nAWS_ID = "${aws}"\n`,
      'examples/demo.ipynb': notebook,
      'deploy/key.pem': '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n',
    });
    const { findings, markdown } = await review(r);
    const hits = findings.filter((f) => f.rule === 'review/credential-token');
    expect(hits.map((f) => `${f.file}:${f.line}`)).toEqual([
      'deploy/key.pem:1',
      'envs/echo_env/server/config.py:1',
      'envs/echo_env/server/config.py:2',
      'envs/echo_env/server/config.py:3',
      'envs/echo_env/server/config.py:4',
      `examples/demo.ipynb:${notebook.split('\n').findIndex((l) => l.includes('hf_')) + 1}`,
    ]);
    for (const secret of [hf, gh, openai, anthropic, aws]) {
      expect(markdown).not.toContain(secret);
      for (const f of hits) expect(f.message).not.toContain(secret);
    }
    expect(hits.find((f) => f.file === 'examples/demo.ipynb')?.message).toContain('hf_****');
  });

  it('does not flag placeholders and documentation examples', async () => {
    const r = repo({
      'README.md': 'Set `HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` and `OPENAI_API_KEY=sk-your-key-here-please-replace`.\nAWS example: AKIAIOSFODNN7EXAMPLE\n',
      'envs/echo_env/server/config.py': 'import os\n\nHF_TOKEN = os.environ.get("HF_TOKEN")\n',
    });
    expect(at((await review(r)).findings, 'review/credential-token')).toEqual([]);
  });
});

describe('review/secret-logged', () => {
  it('flags secrets printed, logged, put in errors, or interpolated into commands', async () => {
    const r = repo({
      'envs/echo_env/server/auth.py': [
        'import logging, os, subprocess',
        'logger = logging.getLogger(__name__)',
        'hf_token = os.environ["HF_TOKEN"]',
        'logger.info("using token %s", hf_token)',
        'subprocess.run(f"huggingface-cli login --token {hf_token}", shell=True)',
        'raise ValueError(f"bad api key {OPENAI_API_KEY}")',
        'logger.warning("token %s", hf_token if hf_token else "-")',
        '',
      ].join('\n'),
      'envs/echo_env/server/run.sh': '#!/bin/sh\necho "token is $HF_TOKEN"\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/secret-logged')).toEqual([
      'envs/echo_env/server/auth.py:4',
      'envs/echo_env/server/auth.py:5',
      'envs/echo_env/server/auth.py:6',
      'envs/echo_env/server/auth.py:7',
      'envs/echo_env/server/run.sh:2',
    ]);
  });

  it('allows saying whether a secret is set, and token counts', async () => {
    const r = repo({
      'envs/echo_env/server/auth.py': [
        'import logging, os',
        'logger = logging.getLogger(__name__)',
        'logger.info("HF_TOKEN is %s", "set" if os.environ.get("HF_TOKEN") else "missing")',
        'logger.info("generated %d tokens, max_tokens=%d", n, max_tokens)',
        'print("Set HF_TOKEN before running")  # ok-to-print',
        'token = os.environ.get("HF_TOKEN")',
        'logger.info("HF token configured: %s", "yes" if token else "no")',
        'logger.info(f"api key present: {bool(OPENAI_API_KEY)}, hf token: {self.hf_token is not None}")',
        '',
      ].join('\n'),
      'envs/echo_env/server/run.sh': '#!/bin/sh\n[ -n "$HF_TOKEN" ] || echo "HF_TOKEN is not set"\n',
    });
    expect(at((await review(r)).findings, 'review/secret-logged')).toEqual([]);
  });
});

describe('review/env-file', () => {
  it('flags a .env file added to the repository', async () => {
    const r = repo({ 'envs/echo_env/.env': 'HF_TOKEN=\n' });
    expect(at((await review(r)).findings, 'review/env-file')).toEqual(['envs/echo_env/.env:1']);
  });

  it('accepts .env.example templates', async () => {
    const r = repo({ 'envs/echo_env/.env.example': 'HF_TOKEN=\n', 'envs/echo_env/.env.sample': 'X=1\n' });
    expect(at((await review(r)).findings, 'review/env-file')).toEqual([]);
  });
});

describe('review/credential-file (issue 26)', () => {
  const kaggleKey = ['4f1c', '9a0b', '77de', '21c3', '8e5f', '6a90', 'b1d2', 'c3e4'].join('');

  it('flags credential stores the change adds, one line per file', async () => {
    const r = repo({
      'kaggle.json': `{"username": "someone", "key": "${kaggleKey}"}\n`,
      'envs/echo_env/credentials.json': '{"type": "authorized_user", "client_id": "1.apps", "client_secret": "GOCSPX-q8Zr2LmN4vT1", "refresh_token": "1//0gWq7"}\n',
      'deploy/.pypirc': '[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc3\n',
      'certs/client.p12': Buffer.from([0x30, 0x82, 0x0a, 0x00, 0x02, 0x01, 0x03]),
    });
    expect(at((await review(r)).findings, 'review/credential-file').sort()).toEqual(['certs/client.p12:1', 'deploy/.pypirc:1', 'envs/echo_env/credentials.json:1', 'kaggle.json:1']);
  });

  it('accepts placeholders, templates, public certificates, and key blocks credential-token reports', async () => {
    const key = ['-----BEGIN OPENSSH PRIVATE', 'KEY-----'].join(' ');
    const r = repo({
      'kaggle.json': '{"username": "you", "key": "<your-kaggle-key>"}\n',
      'kaggle.json.example': `{"username": "you", "key": "${kaggleKey}"}\n`,
      'envs/echo_env/credentials.json': '{"client_secret": "${CLIENT_SECRET}"}\n',
      'certs/server.pem': '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n',
      'deploy/id_rsa': `${key}\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n`,
      '.netrc': 'machine api.example.com login me password ${NETRC_PASSWORD}\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/credential-file')).toEqual([]);
    expect(at(findings, 'review/credential-token')).toEqual(['deploy/id_rsa:1']);
  });

  it("is the one line for a key in an environment's build context (validate's finding on that file yields)", async () => {
    const r = repo({
      'envs/echo_env/openenv.yaml': 'spec_version: 1\nname: echo_env\ntype: space\nruntime: fastapi\napp: server.app:app\nport: 8000\n',
      'envs/echo_env/kaggle.json': `{"username": "someone", "key": "${kaggleKey}"}\n`,
    });
    const { findings } = await review(r);
    expect(findings.filter((f) => f.file === 'envs/echo_env/kaggle.json').map((f) => f.rule)).toEqual(['review/credential-file']);
    expect(findings.some((f) => f.rule === 'structure/pyproject-present')).toBe(true); // validate's fold ran
  });
});

describe('review/lint', () => {
  it('reports linter findings on changed lines only; older ones are pre-existing', async () => {
    const r = repo(
      { 'envs/echo_env/server/util.py': 'import os\nimport sys\n\n\ndef f():\n    return 1\n' },
      { baseFiles: { 'envs/echo_env/server/util.py': 'import os\n\n\ndef f():\n    return 1\n' } },
    );
    const seen: string[] = [];
    const { findings, report, markdown } = await review(r, {
      lint: async (files) => {
        seen.push(...files.map((f) => f.path));
        return {
          status: 'ran',
          filesChecked: files.length,
          findings: [
            { file: 'envs/echo_env/server/util.py', line: 1, column: 8, code: 'F401', message: '`os` imported but unused' },
            { file: 'envs/echo_env/server/util.py', line: 2, column: 8, code: 'F401', message: '`sys` imported but unused' },
          ],
        };
      },
    });
    expect(seen).toEqual(['envs/echo_env/server/util.py']);
    expect(at(findings, 'review/lint')).toEqual(['envs/echo_env/server/util.py:2']);
    expect(report.automated.lint.status).toBe('FAIL');
    expect(report.preExisting).toBe(1);
    expect(markdown).toContain('| Lint (ruff) | FAIL |');
  });

  it('says it was skipped when ruff is not installed, never that it passed', async () => {
    const r = repo({ 'envs/echo_env/server/util.py': 'X = 1\n' });
    const { report, markdown } = await review(r);
    expect(report.automated.lint).toEqual({ status: 'SKIPPED', summary: 'skipped: ruff not installed' });
    expect(markdown).toContain('| Lint (ruff) | SKIPPED | skipped: ruff not installed |');
  });
});

describe('review/diff-attributes', () => {
  it('flags a .gitattributes line that hides the diff of files the change touches', async () => {
    const r = repo({ '.gitattributes': '*.png binary\n*.py -diff\n', 'envs/echo_env/server/app.py': 'x = 1\n' });
    expect(at((await review(r)).findings, 'review/diff-attributes')).toEqual(['.gitattributes:2']);
  });

  it('flags a pattern that covers reviewed files even when the change touches none of them', async () => {
    const r = repo({ 'docs/.gitattributes': '* binary\n' });
    expect(at((await review(r)).findings, 'review/diff-attributes')).toEqual(['docs/.gitattributes:1']);
  });

  it('accepts attributes on files nobody reviews, and attributes that hide nothing', async () => {
    const r = repo({ '.gitattributes': '*.png binary\n*.parquet filter=lfs diff=lfs merge=lfs -text\n*.py text eol=lf\n# * -diff\n', 'envs/echo_env/server/app.py': 'x = 1\n' });
    expect(at((await review(r)).findings, 'review/diff-attributes')).toEqual([]);
  });
});
