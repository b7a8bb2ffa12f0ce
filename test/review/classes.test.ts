// Issue 27's class rules, with fixtures written from OpenEnv #787 (a plain def returning EnvClient.step's
// coroutine) and #446 (UnparsableException defined twice in one environment with different bases).
import { describe, expect, it } from '@jest/globals';
import { classBases, moduleFile } from '../../src/checks/review/classes.js';
import { viewOfText } from '../../src/checks/review/tokens.js';
import { at, review, trackedRepos } from './support.js';

const repo = trackedRepos();

/** Core's client as OpenEnv has it: `step` is async. */
const ENV_CLIENT = {
  'src/openenv/core/env_client.py': [
    'from typing import Generic, TypeVar',
    '',
    'A = TypeVar("A")',
    '',
    '',
    'class EnvClient(Generic[A]):',
    '    async def step(self, action: A) -> "StepResult":',
    '        return await self._send(action)',
    '',
    '    def close(self) -> None:',
    '        pass',
    '',
  ].join('\n'),
  'src/openenv/core/__init__.py': 'from .env_client import EnvClient\n',
};

/** As OpenEnv's environment clients import core: the package first, the standalone path as a fallback. */
const client = (body: string) =>
  ['try:', '    from openenv.core import EnvClient', 'except ImportError:', '    from core.env_client import EnvClient', '', '', 'class SprintEnv(EnvClient[str]):', body, ''].join('\n');

describe('review/unawaited-async-return', () => {
  const file = 'envs/sprint_env/client.py';

  it("flags a plain def that returns super().step(...)'s coroutine, the base resolved through a re-export", async () => {
    const r = repo({ [file]: client('    def step_text(self, text: str) -> "StepResult":\n        return super().step(text)') }, { baseFiles: ENV_CLIENT });
    const { findings } = await review(r);
    expect(at(findings, 'review/unawaited-async-return')).toEqual([`${file}:9`]);
    expect(findings.find((f) => f.rule === 'review/unawaited-async-return')!.message).toContain('`EnvClient.step` is `async def` (src/openenv/core/env_client.py:6)');
  });

  it('accepts the async form, a sync base method, an awaitable annotation and no annotation', async () => {
    const body = [
      '    async def step_text(self, text: str) -> "StepResult":',
      '        return await super().step(text)',
      '',
      '    def shut(self) -> None:',
      '        return super().close()',
      '',
      '    def step_later(self, text: str) -> Awaitable["StepResult"]:',
      '        return self.step(text)',
      '',
      '    def step_raw(self, text):',
      '        return self.step(text)',
    ].join('\n');
    const r = repo({ [file]: client(body) }, { baseFiles: ENV_CLIENT });
    expect(at((await review(r)).findings, 'review/unawaited-async-return')).toEqual([]);
  });

  it('stays silent when the base is not in the repository', async () => {
    const r = repo({ [file]: 'from elsewhere import Base\n\n\nclass C(Base):\n    def run(self) -> int:\n        return super().run()\n' });
    expect(at((await review(r)).findings, 'review/unawaited-async-return')).toEqual([]);
  });
});

describe('review/class-redefined-bases', () => {
  const service = 'envs/qed_math_env/server/math_verify_service.py';
  const environment = 'envs/qed_math_env/server/qed_math_environment.py';

  it('flags exception classes defined with two different bases in one environment, one line per pair of files', async () => {
    const r = repo({
      [service]: 'class VerificationError(Exception):\n    pass\n\n\nclass UnparsableException(VerificationError):\n    pass\n\n\nclass NoAnswerException(VerificationError):\n    pass\n',
      [environment]: 'class UnparsableException(Exception):\n    pass\n\n\nclass NoAnswerException(Exception):\n    pass\n',
    });
    const { findings } = await review(r);
    expect(at(findings, 'review/class-redefined-bases')).toEqual([`${service}:5`]);
    const message = findings.find((f) => f.rule === 'review/class-redefined-bases')!.message;
    expect(message).toContain(`(Exception) at \`${environment}:1\``);
    expect(message).toContain('`NoAnswerException` likewise');
  });

  it('accepts the same bases, other environments, and tests', async () => {
    const r = repo({
      [service]: 'class UnparsableException(Exception):\n    pass\n',
      [environment]: 'class UnparsableException(Exception):\n    pass\n',
      'envs/other_env/errors.py': 'class UnparsableException(ValueError):\n    pass\n',
      'envs/qed_math_env/tests/test_service.py': 'class UnparsableException(RuntimeError):\n    pass\n',
    });
    expect(at((await review(r)).findings, 'review/class-redefined-bases')).toEqual([]);
  });
});

describe('class index', () => {
  it('reads bases without generics or keywords', () => {
    const [statement] = viewOfText('class A(EnvClient[X, Y], pkg.Base, metaclass=Meta):\n    pass\n').statements;
    expect(classBases(statement!.tokens)).toEqual(['EnvClient', 'pkg.Base']);
  });

  it('resolves absolute, src/, relative and environment-package modules', () => {
    const files = new Set(['src/openenv/core/env_client.py', 'envs/e/models.py', 'envs/e/server/app.py', 'pkg/__init__.py']);
    expect(moduleFile(files, 'envs/e/client.py', 'openenv.core.env_client')).toBe('src/openenv/core/env_client.py');
    expect(moduleFile(files, 'envs/e/server/app.py', '..models')).toBe('envs/e/models.py');
    expect(moduleFile(files, 'envs/e/server/app.py', 'e.models')).toBe('envs/e/models.py');
    expect(moduleFile(files, 'x.py', 'pkg')).toBe('pkg/__init__.py');
  });
});

describe('review/return-not-subclass (OpenEnv #471)', () => {
  const core = {
    'src/openenv/core/harness.py': [
      'from abc import ABC',
      '',
      '',
      'class ResourceSessionFactory(ABC):',
      '    def create(self, task_id: str) -> "ResourceSession":',
      '        raise NotImplementedError',
      '',
      '',
      'class ResourceSession:',
      '    pass',
      '',
    ].join('\n'),
    'src/openenv/core/__init__.py': 'from .harness import ResourceSession, ResourceSessionFactory\n',
  };
  const file = 'envs/coding_env/server/sessions.py';
  const module = (body: string[]) => ['from openenv.core import ResourceSession, ResourceSessionFactory', '', '', ...body, ''].join('\n');

  it('flags a function annotated to return a factory that returns an unrelated class', async () => {
    const r = repo(
      {
        [file]: module([
          'class SandboxSessionFactory:',
          '    def create(self, task_id: str) -> ResourceSession:',
          '        return ResourceSession()',
          '',
          '',
          'def make_factory(image: str) -> ResourceSessionFactory:',
          '    return SandboxSessionFactory(image)',
        ]),
      },
      { baseFiles: core },
    );
    const { findings } = await review(r);
    expect(at(findings, 'review/return-not-subclass')).toEqual([`${file}:10`]);
    const finding = findings.find((f) => f.rule === 'review/return-not-subclass')!;
    expect(finding.message).toContain('`make_factory` is annotated `-> ResourceSessionFactory` but returns `SandboxSessionFactory(...)`');
    expect(finding.message).toContain('(src/openenv/core/harness.py:4)');
  });

  it('accepts subclasses through another module, unions, Protocols, registered classes and unresolved bases', async () => {
    const r = repo(
      {
        'envs/coding_env/server/base.py': 'from openenv.core.harness import ResourceSessionFactory\n\n\nclass LocalFactory(ResourceSessionFactory):\n    pass\n',
        'envs/coding_env/server/shapes.py': 'from typing import Protocol\n\n\nclass Runner(Protocol):\n    def run(self) -> None: ...\n\n\nclass Registered:\n    pass\n',
        [file]: module([
          'from typing import Optional',
          '',
          'from third_party import RemoteBase',
          '',
          'from .base import LocalFactory',
          'from .shapes import Registered, Runner',
          '',
          '',
          'class SandboxSessionFactory(LocalFactory):',
          '    pass',
          '',
          '',
          'class Remote(RemoteBase):',
          '    pass',
          '',
          '',
          'class Plain:',
          '    def run(self) -> None:',
          '        pass',
          '',
          '',
          'Registered.register(Plain)',
          '',
          '',
          'def a(image: str) -> ResourceSessionFactory:',
          '    return SandboxSessionFactory(image)',
          '',
          '',
          'def b(image: str) -> Optional[ResourceSessionFactory]:',
          '    return Plain()',
          '',
          '',
          'def c() -> ResourceSessionFactory | None:',
          '    return Plain()',
          '',
          '',
          'def d() -> Runner:',
          '    return Plain()',
          '',
          '',
          'def e() -> Registered:',
          '    return Plain()',
          '',
          '',
          'def f() -> ResourceSessionFactory:',
          '    return Remote()',
          '',
          '',
          'def g() -> ResourceSessionFactory:',
          '    return Plain().wrap()',
        ]),
      },
      { baseFiles: core },
    );
    expect(at((await review(r)).findings, 'review/return-not-subclass')).toEqual([]);
  });
});
