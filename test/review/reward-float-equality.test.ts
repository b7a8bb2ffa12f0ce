import { describe, expect, it } from '@jest/globals';
import { at, review, trackedRepos } from './support.js';

const repo = trackedRepos();
const RULE = 'review/reward-float-equality';

describe('review/reward-float-equality', () => {
  it('flags == / != between a reward and a float literal, on changed lines', async () => {
    const r = repo({
      'envs/chess_env/server/scoring.py': [
        'def finished(obs, rewards, info):',
        '    if obs.reward == 1.0:',
        '        return True',
        '    if rewards[-1] != -0.5:',
        '        return False',
        '    return 0.0 == info["reward"]',
        '',
      ].join('\n'),
    });
    const { findings } = await review(r);
    expect(at(findings, RULE)).toEqual(['envs/chess_env/server/scoring.py:2', 'envs/chess_env/server/scoring.py:4', 'envs/chess_env/server/scoring.py:6']);
    expect(findings.find((f) => f.rule === RULE)?.message).toContain('`obs.reward == 1.0`');
  });

  it('accepts int literals, None, tolerant comparisons, other names, strings and tests', async () => {
    const r = repo({
      'envs/chess_env/server/scoring.py': [
        'import math',
        '',
        '',
        'def finished(obs, reward_fn, rewards):',
        '    if obs.reward == 1 or obs.reward is None or obs.reward == None:',
        '        return True',
        '    if math.isclose(obs.reward, 1.0) or reward_fn == 0.5 or obs.score == 1.0:',
        '        return False',
        '    label = "reward == 1.0"  # reward == 1.0 in a comment',
        '    return rewards == [1.0] or obs.reward >= 1.0',
        '',
      ].join('\n'),
      'envs/chess_env/tests/test_scoring.py': 'def test_win(obs):\n    assert obs.reward == 1.0\n',
    });
    expect(at((await review(r)).findings, RULE)).toEqual([]);
  });

  it('accepts a reward compared with another reward: a value forwarded or copied is meant to be identical (OpenEnv #560)', async () => {
    const r = repo({
      'src/openenv/core/harness/verify.py': [
        'def check(verify_reward, trace_reward, total_reward, best_reward):',
        '    if verify_reward is not None and verify_reward != trace_reward:',
        '        raise ValueError("verify.env_reward must forward the environment reward")',
        '    return total_reward == best_reward',
        '',
      ].join('\n'),
    });
    expect(at((await review(r)).findings, RULE)).toEqual([]);
  });

  it('leaves a comparison on an unchanged line alone', async () => {
    const before = 'def won(obs):\n    return obs.reward == 1.0\n';
    const r = repo({ 'envs/chess_env/server/scoring.py': before + '\n\ndef lost(obs):\n    return obs.done\n' }, { baseFiles: { 'envs/chess_env/server/scoring.py': before } });
    expect(at((await review(r)).findings, RULE)).toEqual([]);
  });
});
