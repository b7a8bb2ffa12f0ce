/** Reads of the HEAD tree shared by the rules that look beyond the changed files (listed and read once per review). */
import { decodeText, type RepoView } from '../../repo/view.js';

const listings = new WeakMap<RepoView, Promise<readonly string[]>>();
const texts = new WeakMap<RepoView, Map<string, Promise<string | undefined>>>();

/** Every file path at HEAD (sorted). */
export function headFiles(tree: RepoView): Promise<readonly string[]> {
  let listing = listings.get(tree);
  if (!listing) listings.set(tree, (listing = tree.listFiles()));
  return listing;
}

/** Text of a file at HEAD; undefined when absent, binary or over `maxBytes`. */
export function headText(tree: RepoView, path: string, maxBytes = 4 * 1024 * 1024): Promise<string | undefined> {
  let cache = texts.get(tree);
  if (!cache) texts.set(tree, (cache = new Map()));
  let text = cache.get(path);
  if (!text) {
    text = tree.readFile(path).then(
      (bytes) => {
        if (!bytes || bytes.byteLength > maxBytes) return undefined;
        const decoded = decodeText(bytes);
        return decoded.binary ? undefined : decoded.text;
      },
      () => undefined,
    );
    cache.set(path, text);
  }
  return text;
}

export const parentDir = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
export const joinPath = (dir: string, name: string): string => (dir ? `${dir}/${name}` : name);
