/**
 * The dataset card (`README.md` YAML front matter) beside `environment.yaml`: its `tags`, `configs`
 * and `dataset_info` splits, for the Phase 3 cross-checks (EY-S02, EY-S07) and EY-F04. Read through the
 * same YAML loader; a card that does not load is treated as absent (it is not this check's file).
 */
import { readFileBounded, type RepoView } from '../../../repo/view.js';
import { loadYaml } from '../yaml/load.js';
import { isMapping, type DatasetCard, type DatasetCardConfig } from './context.js';

/** Cards are small; anything larger is not read (the front matter is at the top anyway). */
const MAX_CARD_BYTES = 1024 * 1024;

export function cardPathFor(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash === -1 ? 'README.md' : `${file.slice(0, slash)}/README.md`;
}

export async function readDatasetCard(view: RepoView, file: string): Promise<DatasetCard | undefined> {
  const path = cardPathFor(file);
  const bytes = await readFileBounded(view, path, MAX_CARD_BYTES);
  if (bytes === undefined || typeof bytes === 'number') return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  const frontMatter = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!frontMatter) return { file: path, tags: [], infoSplits: new Map() };
  const loaded = loadYaml(new TextEncoder().encode(frontMatter[1]), path);
  if (!loaded.ok || !isMapping(loaded.value)) return undefined;
  return parseCard(path, loaded.value);
}

export function parseCard(file: string, meta: Record<string, unknown>): DatasetCard {
  const tags = Array.isArray(meta.tags) ? meta.tags.filter((t): t is string => typeof t === 'string') : [];
  let configs: DatasetCardConfig[] | undefined;
  if (Array.isArray(meta.configs)) {
    configs = [];
    for (const entry of meta.configs) {
      if (!isMapping(entry) || typeof entry.config_name !== 'string') continue;
      configs.push({ name: entry.config_name, splits: splitsOfDataFiles(entry.data_files) });
    }
  }
  const infoSplits = new Map<string, Set<string>>();
  const infos = Array.isArray(meta.dataset_info) ? meta.dataset_info : [meta.dataset_info];
  for (const info of infos) {
    if (!isMapping(info) || !Array.isArray(info.splits)) continue;
    const name = typeof info.config_name === 'string' ? info.config_name : 'default';
    const splits = info.splits.map((s) => (isMapping(s) ? s.name : undefined)).filter((s): s is string => typeof s === 'string');
    if (splits.length > 0) infoSplits.set(name, new Set(splits));
  }
  return { file, tags, configs, infoSplits };
}

/**
 * Splits named by a config's `data_files`: `[{split, path}]` names them; a plain path or list of paths
 * is the single split "train" (the `datasets` convention). Anything else: unknown.
 */
function splitsOfDataFiles(dataFiles: unknown): Set<string> | undefined {
  if (typeof dataFiles === 'string') return new Set(['train']);
  if (!Array.isArray(dataFiles) || dataFiles.length === 0) return undefined;
  if (dataFiles.every((d) => typeof d === 'string')) return new Set(['train']);
  const splits = new Set<string>();
  for (const d of dataFiles) {
    if (!isMapping(d) || typeof d.split !== 'string') return undefined;
    splits.add(d.split);
  }
  return splits;
}
