/** Messages name the fix, using the author's own text where YAML would have changed it. */
import { lintText } from './helpers.js';

const head = 'spec_version: hf-rl-env-0.1\nenvironments:\n';
const message = async (text: string, rule: string) => (await lintText(text)).find((f) => f.rule === `environment-yaml/${rule}`)?.message ?? '';

test('quoting hints keep the source text (0.10 stays 0.10, 2.0 stays 2.0)', async () => {
  expect(await message(`${head}  - id: 2.0\n    frameworks: {harbor: }\n`, 'id-type')).toContain('id: "2.0"');
  expect(await message(`${head}  - id: a\n    frameworks:\n      openenv:\n        space_id: o/a\n        min_version: 0.10\n`, 'min-version-type')).toContain('">=0.10"');
});

test('a missing key mentions the misspelt key that is there', async () => {
  expect(await message('spec_version: hf-rl-env-0.1\nenviroments:\n  - id: a\n', 'environments-missing')).toContain('"enviroments" looks like a misspelling');
  expect(await message('specversion: hf-rl-env-0.1\nenvironments: []\n', 'spec-version-missing')).toContain('"specversion"');
});

test('a Space URL is turned into the repo id to write', async () => {
  expect(await message(`${head}  - id: a\n    frameworks:\n      openenv:\n        space_id: https://huggingface.co/spaces/openenv/echo_env\n`, 'space-id-url')).toContain('space_id: openenv/echo_env');
});

test('unknown OpenEnv keys suggest the field they resemble', async () => {
  const text = `${head}  - id: a\n    frameworks:\n      openenv:\n        pip: openenv-a>=1\n`;
  expect(await message(text, 'unknown-openenv-key')).toContain('Did you mean "package"?');
  expect(await message(text, 'openenv-target-missing')).toContain('Did you mean "package"?');
});

test('secret values: the message says to keep the name and rotate the credential', async () => {
  const text = `${head}  - id: a\n    frameworks:\n      openenv:\n        space_id: o/a\n        secrets: [HF_TOKEN=hf_abcdefghijklmnopqrstuvwxyz]\n`;
  const findings = await lintText(text);
  expect(findings.find((f) => f.rule === 'environment-yaml/secret-value-stored')?.message).toContain('Keep only the name "HF_TOKEN"');
  expect(findings.find((f) => f.rule === 'environment-yaml/secret-token-shape')?.message).toContain('Hugging Face token');
});
