// src/checks/rfc/option-specs.ts
var RFC_OPTION_SPECS = [
  { name: "rfc-dir", description: "Folder holding the RFC files (NNN-kebab-title.md).", default: "rfcs" },
  { name: "index", description: 'Process document whose "## Current RFCs" section indexes every RFC.', default: "rfcs/README.md" },
  {
    name: "scan-globs",
    description: "Markdown files scanned for RFC mentions and links (comma or newline separated picomatch globs; a leading ! excludes). RFC files and the index are always read.",
    default: "**/*.md,!**/node_modules/**,!**/.venv/**,!**/venv/**,!**/vendor/**,!**/.git/**",
    multiple: true
  },
  {
    name: "former-slugs",
    description: "Former owner/name slugs of this repository: links to them are stale (warning) rather than wrong (error).",
    default: "meta-pytorch/OpenEnv",
    multiple: true
  },
  { name: "h1-style", description: 'Accepted H1 form: either, template ("# RFC: Title") or numbered ("# RFC 008: Title").', default: "either" },
  {
    name: "check-open-prs",
    description: "Read open pull requests to find RFC numbers they claim (needs pull-requests: read).",
    default: "true",
    boolean: true
  }
];

export {
  RFC_OPTION_SPECS
};
