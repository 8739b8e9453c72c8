import { describe, expect, it } from 'vitest';
import { crlfLinesOfCsvCopy } from './copy-csv';

async function* framesOf(frames: Buffer[]) {
  yield* frames;
}

async function decode(frames: Buffer[]) {
  const parts: Buffer[] = [];
  let lines = 0;
  for await (const chunk of crlfLinesOfCsvCopy(framesOf(frames))) {
    parts.push(Buffer.from(chunk.text));
    lines += chunk.lines;
  }
  return { text: Buffer.concat(parts).toString('utf8'), lines };
}

describe('the lines of a CSV COPY', () => {
  // Rows as COPY writes them: quoted cells may hold line breaks, CRs and doubled quotes.
  const rows = [
    'ORD-1,"Karim, ""Boss""\nঢাকা",\'=1+1,',
    '"two\r\nlines",,""""',
    '"\n",😀,"a""\n""b"',
    'plain',
  ];
  const copied = Buffer.from(rows.map((row) => `${row}\n`).join(''), 'utf8');
  const expected = { text: rows.map((row) => `${row}\r\n`).join(''), lines: rows.length };

  it('end each row with CRLF and leave line breaks inside quotes alone, however the stream is cut', async () => {
    expect(await decode([copied])).toEqual(expected);
    for (let cut = 1; cut < copied.length; cut++) {
      const decoded = await decode([copied.subarray(0, cut), copied.subarray(cut)]);
      expect(decoded, `cut at byte ${cut}`).toEqual(expected);
    }
    expect(await decode([...copied].map((byte) => Buffer.from([byte])))).toEqual(expected);
  });

  it('come in pieces of about 256 KB, whatever the size of the frames', async () => {
    const many = Buffer.concat(Array.from({ length: 4_000 }, () => copied));
    const frames = Array.from({ length: Math.ceil(many.length / 100_000) }, (_, i) =>
      many.subarray(i * 100_000, (i + 1) * 100_000),
    );
    const pieces: Buffer[] = [];
    for await (const chunk of crlfLinesOfCsvCopy(framesOf(frames))) {
      pieces.push(Buffer.from(chunk.text));
    }
    expect(Buffer.concat(pieces).toString('utf8')).toBe(expected.text.repeat(4_000));
    expect(pieces.length).toBeGreaterThan(1);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(256 * 1024);
  });

  it('are none for an empty result', async () => {
    expect(await decode([])).toEqual({ text: '', lines: 0 });
  });

  it('refuse a stream that stops inside a row, so half a file never passes for whole', async () => {
    const insideQuotes = copied.indexOf('\nঢাকা');
    await expect(decode([copied.subarray(0, insideQuotes + 1)])).rejects.toThrow(/inside a row/);
    await expect(decode([copied.subarray(0, copied.length - 1)])).rejects.toThrow(/inside a row/);
  });
});
