import { describe, expect, it } from 'vitest';
import { reportCsv } from './bulk-update-dialog';

describe('the stock file report', () => {
  it('writes a shop, SKU or name that begins like a formula as text', async () => {
    const text = await reportCsv(
      [
        {
          line: 2,
          shop: '=HYPERLINK("http://evil.test","x")',
          sku: '+SKU-1',
          product: { id: 1, name: '@name' },
          stock: { from: 4, to: 9 },
          deliveryCharge: null,
          lowStockThreshold: null,
          error: null,
        },
      ],
      false,
    );
    const [, row] = text.split('\r\n');
    expect(row).toBe(
      `2,"'=HYPERLINK(""http://evil.test"",""x"")","'+SKU-1","'@name",4,9,,,,,to apply`,
    );
  });
});
