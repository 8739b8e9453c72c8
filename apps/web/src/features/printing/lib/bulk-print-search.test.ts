import { describe, expect, it } from 'vitest';
import { bulkPrintSearchSchema, toCandidateQuery } from './bulk-print-search';

describe('the bulk print list in the URL', () => {
  it('shows only orders not yet printed unless printed=any', () => {
    expect(toCandidateQuery(bulkPrintSearchSchema.parse({}))).toMatchObject({ printed: 'false' });
    expect(toCandidateQuery(bulkPrintSearchSchema.parse({ printed: 'any' }))).not.toHaveProperty(
      'printed',
    );
  });

  it('keeps a valid stage and drops a bad one', () => {
    expect(bulkPrintSearchSchema.parse({ stage: 'confirmed' }).stage).toBe('confirmed');
    expect(bulkPrintSearchSchema.parse({ stage: 'nope', page: 'x' })).toEqual({});
  });
});
