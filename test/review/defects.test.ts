import { describe, expect, it } from '@jest/globals';
import { at, review, trackedRepos } from './support.js';

/** Defects a program can prove (issue 10): each rule with a change that has the defect and one that does not. */
const repo = trackedRepos();

describe('review/credential-flow', () => {
  it('follows a token across the statements of a function into a command line, a URL query and a log call', async () => {
    const r = repo({
      'envs/chess_env/server/deploy.py': [
        'import logging',
        'import os',
        'import subprocess',
        '',
        'logger = logging.getLogger(__name__)',
        '',
        '',
        'def push(repo_id):',
        '    token = os.environ["HF_TOKEN"]',
        '    auth = f"Bearer {token}"',
        '    cmd = ["curl", "-H", auth, f"https://huggingface.co/api/{repo_id}"]',
        '    subprocess.run(cmd, check=True)',
        '',
        '',
        'def fetch(self, sandbox):',
        '    url = f"https://api.example.com/v1/models?api_key={self.api_key}"',
        '    sandbox.start_process(["python", "-m", "job", "--key", self.api_key])',
        '    header = "key=" + self.api_key',
        '    logger.info("calling with %s", header)',
        '    return url',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/credential-flow')).toEqual([
      'envs/chess_env/server/deploy.py:12',
      'envs/chess_env/server/deploy.py:16',
      'envs/chess_env/server/deploy.py:17',
      'envs/chess_env/server/deploy.py:19',
    ]);
  });

  it('accepts secrets passed through env=, headers, other calls, presence tests and masks', async () => {
    const r = repo({
      'envs/chess_env/server/deploy.py': [
        'import logging',
        'import os',
        'import subprocess',
        '',
        'import requests',
        'from openai import OpenAI',
        '',
        'logger = logging.getLogger(__name__)',
        '',
        '',
        'def push(repo_id):',
        '    token = os.environ.get("HF_TOKEN")',
        '    env = {**os.environ, "HF_TOKEN": token}',
        '    subprocess.run(["huggingface-cli", "upload", repo_id], env=env, check=True)',
        '    headers = {"Authorization": f"Bearer {token}"}',
        '    requests.get(f"https://huggingface.co/api/models?author={repo_id}", headers=headers)',
        '    client = OpenAI(api_key=token)',
        '    logger.info("client ready: %s", client)',
        '    logger.info("token set: %s", "yes" if token else "no")',
        '    logger.info("token length %d, prefix %s", len(token), token[:4])',
        '    has_token = token is not None',
        '    logger.info("has token: %s", has_token)',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, 'review/credential-flow')).toEqual([]);
  });

  it('leaves a one-line print of a secret-named variable to review/secret-logged (one defect, one finding)', async () => {
    const r = repo({ 'envs/chess_env/server/debug.py': 'def show(hf_token):\n    print(f"token={hf_token}")\n' });
    const { findings } = await review(r);
    expect(at(findings, 'review/credential-flow')).toEqual([]);
    expect(at(findings, 'review/secret-logged')).toEqual(['envs/chess_env/server/debug.py:2']);
  });
});
