import { expect } from 'vitest';
import type { TestApp } from '../harness';

export const EXPORT_URL = '/api/v1/oms/merchant-orders/export/csv';
export const HISTORY_URL = '/api/v1/oms/merchant-export-histories';

type Entry = { id: number; status: string; resourcePath: string | null; rowCount: number };

/** Reads RFC 4180 CSV (quoted cells, doubled quotes, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Polls the history until the entry is done or failed. */
export async function waitForExport(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
  timeoutMs = 20_000,
): Promise<Entry> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${HISTORY_URL}?limit=100`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const entry = (response.json().content as Entry[]).find((e) => e.id === id);
    if (entry && (entry.status === 'done' || entry.status === 'failed')) return entry;
    if (Date.now() > until)
      throw new Error(`export ${id} still ${entry?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The file behind a finished export, through the URL generator and its signed URL. */
export async function downloadExport(t: TestApp, headers: Record<string, string>, key: string) {
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/fms/files/urlGenerator',
    headers,
    payload: { urlType: 'download', Key: key },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const url = new URL(signed.json().url as string);
  const file = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return { url, file };
}
