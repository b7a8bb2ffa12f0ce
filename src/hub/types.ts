/** The two Hub repository kinds the audit reads (models never carry OpenEnv environments). */
export type HubRepoKind = 'spaces' | 'datasets';

/** One repository as the listing (or the repo info call) describes it, pinned to a commit. */
export interface HubRepoEntry {
  kind: HubRepoKind;
  /** `owner/name`. */
  id: string;
  /** Commit sha of the default branch when listed; every file is read at this sha. */
  sha?: string;
  /** Space SDK (`docker`, `gradio`, ...), Spaces only. */
  sdk?: string;
  tags: string[];
  /** Space runtime stage (`RUNNING`, `BUILD_ERROR`, ...), Spaces only. */
  runtimeStage?: string;
  lastModified?: string;
  /** Readable only with a token of its owner: never shown in public outputs unless asked. */
  private?: boolean;
  /** Popularity, to weigh the worst offenders. */
  likes?: number;
  downloads?: number;
  /** README front matter as the Hub parsed it (`expand[]=cardData`). */
  cardData?: Record<string, unknown>;
}

/** One entry of `GET /api/{kind}/{id}/tree/{rev}` (recursive listing). */
export interface HubTreeEntry {
  type: 'file' | 'directory' | string;
  path: string;
  size: number;
  /** Git blob id (the resolve ETag of non-LFS files). */
  oid: string;
  lfs?: { oid: string; size: number; pointerSize?: number };
}

/** Counters a run reports (bench, progress, docs/audit.md). */
export interface HubStats {
  /** HTTP attempts sent, retries included (this is what the request budget counts). */
  requests: number;
  retries: number;
  notModified: number;
  rateLimitedWaits: number;
  bytes: number;
  /** Attempts per quota bucket (tree, listing and info calls vs file resolves). */
  api: number;
  resolvers: number;
}

/** The Hub's separate quotas (hub-docs rate-limits.md): API calls and file resolves. */
export type HubQuotaBucket = 'api' | 'resolvers';
