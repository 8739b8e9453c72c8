import { isNotNull } from 'drizzle-orm';
import { files } from '../../modules/fms/files/files.table';
import { orders } from '../../modules/oms/orders/orders.table';
import type { SeedContext } from './context';

/** A one-page PDF saying what it is: enough for the panel's "view proof" to open something real. */
function demoPdf(text: string) {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The B2B payment proofs the order seed refers to: each gets a files row (so the URL generator
 * knows its owner) and bytes, which the caller writes to the file storage after the commit.
 */
export async function seedPaymentProofFiles(ctx: SeedContext) {
  const proofs = await ctx.tx
    .select({
      merchantId: orders.merchantId,
      key: orders.paymentProofKey,
      number: orders.orderNumber,
    })
    .from(orders)
    .where(isNotNull(orders.paymentProofKey));
  const seen = new Set<string>();
  const rows = proofs.flatMap((proof) => {
    if (!proof.key || seen.has(proof.key)) return [];
    seen.add(proof.key);
    const body = demoPdf(`Payment proof for order ${proof.number}`);
    ctx.files.push({ key: proof.key, contentType: 'application/pdf', body });
    return [
      {
        key: proof.key,
        merchantId: proof.merchantId,
        contentType: 'application/pdf',
        size: body.length,
        originalName: `payment-proof-${proof.number}.pdf`,
        purpose: 'payment_proof' as const,
      },
    ];
  });
  if (rows.length > 0) await ctx.tx.insert(files).values(rows).onConflictDoNothing();
}
