import picomatch from 'picomatch';
import { listFilesUnder, readFilesOf, visitFileOf, type RepoView } from './view.js';

/**
 * The config file's `paths.include` / `paths.exclude` applied to what checks can see, not only to
 * what they report: an excluded folder (vendored code, test fixtures) is neither read nor counted
 * (e.g. its RFC mentions do not reserve numbers).
 */
export class FilteredRepoView implements RepoView {
  readonly label: string;
  private readonly visible: (path: string) => boolean;
  constructor(
    private readonly inner: RepoView,
    include: readonly string[],
    exclude: readonly string[],
  ) {
    this.label = inner.label;
    const included = include.length ? picomatch([...include], { dot: true }) : () => true;
    const excluded = exclude.length ? picomatch([...exclude], { dot: true }) : () => false;
    this.visible = (path) => included(path) && !excluded(path);
  }
  async listFiles(): Promise<readonly string[]> {
    return (await this.inner.listFiles()).filter(this.visible);
  }
  async listOtherEntries(): Promise<ReadonlyMap<string, string>> {
    return new Map([...((await this.inner.listOtherEntries?.()) ?? [])].filter(([path]) => this.visible(path)));
  }
  async listFolder(folder: string): Promise<readonly string[]> {
    return (await listFilesUnder(this.inner, [folder])).filter(this.visible);
  }
  async readFile(path: string): Promise<Uint8Array | undefined> {
    return this.visible(path) ? this.inner.readFile(path) : undefined;
  }
  async fileSize(path: string): Promise<number | undefined> {
    return this.visible(path) ? this.inner.fileSize(path) : undefined;
  }
  async visitFile<T>(path: string, maxBytes: number, visit: (bytes: Uint8Array) => T): Promise<{ size: number; value?: T } | undefined> {
    return this.visible(path) ? visitFileOf(this.inner, path, maxBytes, visit) : undefined;
  }
  screenReads(test: (bytes: Uint8Array) => boolean): void {
    this.inner.screenReads?.(test);
  }
  failedScreen(path: string): boolean {
    return this.inner.failedScreen?.(path) === true;
  }
  async readFiles(paths: readonly string[]): Promise<Map<string, Uint8Array>> {
    return readFilesOf(this.inner, paths.filter(this.visible));
  }
}
