import type { Finding } from '../../../src/engine/finding.js';
import { MemoryRepoView } from '../../../src/repo/memory.js';
import { envDirectory, lintOpenEnvYaml } from '../../../src/checks/manifests/openenv/lint.js';

export const ENV_DIR = 'envs/echo_env';
export const MANIFEST = `${ENV_DIR}/openenv.yaml`;

/** A clean current-format manifest. */
export const GOOD = `spec_version: 1
name: echo_env
type: space
runtime: fastapi
app: server.app:app
port: 8000
`;

/** Every sibling `openenv push` and the cross-file rules want, consistent with GOOD. */
export const SIBLINGS: Record<string, string> = {
  '__init__.py': '',
  'client.py': 'from .models import EchoAction, EchoObservation\n\nclass EchoEnv:\n    pass\n',
  'models.py': 'class EchoAction: ...\nclass EchoObservation: ...\n',
  'README.md': '---\ntitle: Echo\nsdk: docker\napp_port: 8000\n---\n# Echo\n',
  'pyproject.toml': '[project]\nname = "openenv-echo-env"\nversion = "0.1.0"\ndependencies = ["openenv-core>=0.3.0"]\n\n[tool.setuptools.package-data]\n"*" = ["**/*.yaml"]\n',
  'Dockerfile': 'FROM python:3.11-slim\nEXPOSE 8000\nCMD ["uvicorn", "server.app:app", "--host", "0.0.0.0", "--port", "8000"]\n',
  'server/__init__.py': '',
  'server/app.py': 'from fastapi import FastAPI\n\napp = FastAPI()\n\ndef main():\n    pass\n\nif __name__ == "__main__":\n    main()\n',
};

export interface LintSetup {
  manifest: string | Uint8Array;
  /** Sibling overrides relative to the env dir; `null` deletes a sibling. */
  files?: Record<string, string | null>;
  /** Manifest path (default envs/echo_env/openenv.yaml). */
  path?: string;
  enable?: string[];
}

export async function lint(setup: LintSetup): Promise<Finding[]> {
  const path = setup.path ?? MANIFEST;
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const tree: Record<string, string | Uint8Array> = {};
  for (const [rel, content] of Object.entries({ ...SIBLINGS, ...(setup.files ?? {}) })) {
    if (content === null) continue;
    if (rel.startsWith('/')) tree[rel.slice(1)] = content;
    else tree[dir ? `${dir}/${rel}` : rel] = content;
  }
  tree[path] = setup.manifest;
  const view = new MemoryRepoView(tree);
  const files = new Set(await view.listFiles());
  const bytes = typeof setup.manifest === 'string' ? new TextEncoder().encode(setup.manifest) : setup.manifest;
  return lintOpenEnvYaml(bytes, path, envDirectory(view, files, path), { enable: setup.enable });
}
