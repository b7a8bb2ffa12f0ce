// src/hub/defaults.ts
var DEFAULT_HUB_URL = "https://huggingface.co";
var DEFAULT_SPACE_URL = "https://{subdomain}.hf.space";

// src/checks/audit/option-specs.ts
var AUDIT_OPTIONS = [
  { name: "source", cliFlag: "--source", multiple: true, description: "Glob of local environment folders to audit (e.g. `envs/*`); repeat or one per line.", default: "" },
  { name: "hub-url", trusted: true, description: `Hugging Face Hub base URL. The Hub is audited when this is set or when no source is given (then ${DEFAULT_HUB_URL}).`, default: "" },
  { name: "tag", description: "Tag the listed Spaces (and datasets) carry.", default: "openenv" },
  { name: "hub-query", description: "Hub search term that narrows the listing (`search=`).", default: "" },
  { name: "hub-author", multiple: true, description: "Only list repositories of these authors or organisations (one listing each).", default: "" },
  { name: "hub-ids", multiple: true, description: "Extra repositories to audit whatever their tags: `owner/name` (Space) or `datasets/owner/name`.", default: "" },
  { name: "hub-datasets", boolean: true, description: "Also audit dataset repositories with the tag that carry an environment.yaml.", default: "false" },
  { name: "concurrency", description: "Hub requests in flight at once.", default: "8" },
  { name: "cache", trusted: true, statePath: true, description: "Audit cache file (JSON, keyed by repository sha; save it with actions/cache). Empty: no cache.", default: "" },
  { name: "previous", trusted: true, statePath: true, description: "Previous JSON report: the audit reports newly failing, fixed, new and gone environments.", default: "" },
  { name: "request-budget", description: "`auto` (sized from the listing: 20 requests per listed repository), a number (most Hub requests one run may send) or 0 (no limit; the client still paces itself by the Hub quota headers). Repositories past it are named and the run is partial. A cold audit costs about 6 per Space.", default: "auto" },
  { name: "hub-deadline", description: "Seconds of Hub work one run may take (listing, reads, probes); then every request still running or waiting stops and what was not read is named as not audited. 0: no deadline.", default: "1800" },
  { name: "allow-partial", boolean: true, description: "A run that could not audit every listed repository (budget, errors, cancellation) passes instead of failing under fail-on: error; they are still named and counted.", default: "false" },
  { name: "include-private", boolean: true, description: "Also audit private repositories the token can read (left out by default).", default: "false" },
  { name: "publish-private", boolean: true, description: "Show private repositories in the report, job summary and tracking issue (only with include-private; otherwise they are counted, not named).", default: "false" },
  { name: "read-python-sources", boolean: true, description: "Download every Python source so tools/no-reserved-in-source and tasks/source-pinned run (about 10 more requests per Space); off: only server/app.py is read and those two rules are not run.", default: "false" },
  { name: "read-lockfile", boolean: true, description: "Read uv.lock (streamed, stopped after the root package) so deps/lockfile-in-sync runs: one request more per Space (about 6.5 instead of 5.5 on a cold run). Off by default so a cold audit stays within 6 requests per Space; the summary names the rule as not run.", default: "false" },
  { name: "probe-spaces", boolean: true, description: "Also probe each running Space at its live URL: GET /health, GET /schema and one WebSocket reset (nothing runs locally). Sleeping Spaces are not contacted unless wake is set.", default: "false" },
  { name: "wake", boolean: true, description: "With probe-spaces: also probe sleeping Spaces, which wakes them (and costs their owners compute); off: they are reported as sleeping.", default: "false" },
  { name: "space-url", trusted: true, description: "Where Spaces serve, with `{subdomain}` for the Space's subdomain (`owner-name`); for probe-spaces.", default: DEFAULT_SPACE_URL },
  { name: "shard", description: "Audit one part of the listing, `i/n` (1 \u2264 i \u2264 n): a stable hash partition, for a matrix of runners; combine their JSON reports with `openenv-ci audit merge`.", default: "" },
  { name: "audit-issue", boolean: true, description: "Keep one tracking issue with the audit report current (updated in place).", default: "false" },
  { name: "hub-token", trusted: true, description: "Hub token (defaults to the HF_TOKEN environment variable). Never logged.", default: "" }
];

export {
  DEFAULT_HUB_URL,
  AUDIT_OPTIONS
};
