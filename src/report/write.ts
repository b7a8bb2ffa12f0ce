import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a report given as text chunks (`jsonReportChunks`) to a file, making its folder, or to a
 * stream, waiting whenever the stream asks to: the whole text is never held at once.
 */
export async function writeReport(chunks: Iterable<string>, target: { file: string } | { stream: NodeJS.WritableStream }): Promise<void> {
  if ('file' in target) {
    await mkdir(dirname(target.file), { recursive: true });
    await writeFile(target.file, chunks);
    return;
  }
  for (const chunk of chunks) if (!target.stream.write(chunk)) await once(target.stream, 'drain');
}
