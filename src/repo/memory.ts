import type { RepoView } from './view.js';

/** An in-memory tree: for tests, and for files handed over from an API (e.g. a PR's changed files). */
export class MemoryRepoView implements RepoView {
  private readonly files: Map<string, Uint8Array>;
  constructor(
    files: Record<string, string | Uint8Array> | Map<string, Uint8Array>,
    readonly label = 'memory',
  ) {
    this.files = new Map();
    const entries = files instanceof Map ? [...files] : Object.entries(files);
    for (const [path, content] of entries) {
      this.files.set(path, typeof content === 'string' ? new TextEncoder().encode(content) : content);
    }
  }
  async listFiles(): Promise<readonly string[]> {
    return [...this.files.keys()].sort();
  }
  async readFile(path: string): Promise<Uint8Array | undefined> {
    return this.files.get(path);
  }
  async fileSize(path: string): Promise<number | undefined> {
    return this.files.get(path)?.byteLength;
  }
}
