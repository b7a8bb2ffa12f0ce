// An esbuild plugin for scripts/build.mjs. dockerfile-ast is CommonJS and require()s
// vscode-languageserver-types and vscode-languageserver-textdocument, whose package exports give a
// bundler their ES module build (the `module` condition). esbuild then wraps that build for require():
// every `Range.create`, `Position.create` or `TextDocument` the parser reads (several per instruction)
// goes through two property getters, a few per cent of its time. Their CommonJS (UMD) builds, the ones
// Node itself loads for require(), are plain objects.
import { createRequire } from 'node:module';

const PACKAGES = /^vscode-languageserver-(types|textdocument)$/;

export const dockerfileAstCjs = {
  name: 'dockerfile-ast-cjs',
  setup(build) {
    build.onResolve({ filter: PACKAGES }, (args) =>
      args.kind === 'require-call' ? { path: createRequire(args.importer).resolve(args.path) } : undefined,
    );
  },
};
