/**
 * A fetch Response's body, counted as it is decoded (a gzip answer cannot pass by its compressed
 * Content-Length); once it passes `limit` bytes the download is cancelled and `body` is undefined, with
 * `total` the bytes seen by then. One bounded reader for the Hub client and the runtime probe.
 */
export async function readBodyWithin(response: Response, limit: number): Promise<{ body?: Uint8Array; total: number }> {
  if (!response.body) return { body: new Uint8Array(), total: 0 };
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > limit) {
      await response.body.cancel().catch(() => undefined);
      return { total };
    }
    chunks.push(chunk);
  }
  if (chunks.length === 1) return { body: chunks[0]!, total };
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, total };
}
