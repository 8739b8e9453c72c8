import type { CsvChunk } from './csv';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
/** Socket reads come in small pieces; the file is written in pieces of about this size. */
const CHUNK_BYTES = 256 * 1024;

/**
 * The export file's lines from `COPY ... TO STDOUT (FORMAT csv)`: COPY ends each row with LF, the
 * file (RFC 4180) with CRLF, while a line break inside a quoted cell stays as it is. A row ends
 * at an LF outside quotes, that is after an even number of quote characters since the row began
 * (a quote inside a quoted cell comes doubled). Neither byte occurs inside a UTF-8 character.
 * Rejects a stream that stops inside a row: a cut-off COPY must not pass for a whole file.
 */
export async function* crlfLinesOfCsvCopy(
  frames: AsyncIterable<Buffer> | Iterable<Buffer>,
): AsyncGenerator<CsvChunk> {
  let quoted = false;
  let atRowStart = true;
  const rowEnds: number[] = [];
  let out = Buffer.allocUnsafe(CHUNK_BYTES);
  let written = 0;
  let lines = 0;
  for await (const frame of frames) {
    if (frame.length === 0) continue;
    rowEnds.length = 0;
    let quote = frame.indexOf(QUOTE);
    for (let at = 0; ; ) {
      const lf = frame.indexOf(LF, at);
      const scanTo = lf === -1 ? frame.length : lf;
      while (quote !== -1 && quote < scanTo) {
        quoted = !quoted;
        quote = frame.indexOf(QUOTE, quote + 1);
      }
      if (lf === -1) break;
      if (!quoted) rowEnds.push(lf);
      at = lf + 1;
    }
    atRowStart = rowEnds.at(-1) === frame.length - 1;

    const needed = frame.length + rowEnds.length;
    if (written + needed > out.length) {
      if (written > 0) yield { text: out.subarray(0, written), lines };
      out = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, needed));
      written = 0;
      lines = 0;
    }
    let from = 0;
    for (const lf of rowEnds) {
      written += frame.copy(out, written, from, lf);
      out[written++] = CR;
      out[written++] = LF;
      from = lf + 1;
    }
    written += frame.copy(out, written, from);
    lines += rowEnds.length;
  }
  if (!atRowStart || quoted) throw new Error('COPY stopped inside a row');
  if (written > 0) yield { text: out.subarray(0, written), lines };
}
