import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every file under `dir` as text, keyed by its path relative to `dir` (to commit into a test repository). */
export async function readFixtureTree(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (at: string) => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) await walk(full);
      else files[relative(dir, full)] = await readFile(full, 'utf8');
    }
  };
  await walk(dir);
  return files;
}
