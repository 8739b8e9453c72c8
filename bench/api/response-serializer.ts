/**
 * What writing an answer costs the API, per response: fastify-type-provider-zod's serializer
 * (zod encode, then JSON.stringify), the API's (`apps/api/src/lib/response-serializer.ts`: the
 * compiled zod parse, then JSON.stringify), and JSON.stringify alone (no schema: the floor).
 *
 *   node --import tsx bench/api/response-serializer.ts
 */

import { pageEnvelopeSchema } from '@mp/contract/common';
import { orderDetailSchema, orderListItemSchema } from '@mp/contract/oms/orders';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { responseSerializerCompiler } from '../../apps/api/src/lib/response-serializer';

const ROUNDS = 3;
const CALLS = 50_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString();

const listItem = (id: number) => ({
  id,
  orderNumber: `ORD-2026-${String(id).padStart(7, '0')}`,
  stage: 'placed' as const,
  orderType: 'COD' as const,
  deliveryChargePaymentStatus: 'unpaid' as const,
  shop: { id: 12, name: 'Dhaka Fashion House' },
  customer: { name: 'Rahim Uddin', phone: '01712345678' },
  itemCount: 2,
  total: 1530.5,
  codAmount: 1530.5,
  deliveryCharge: 60,
  paymentProofStatus: 'none' as const,
  invoicePrintedAt: null,
  createdAt: at(1),
  stageChangedAt: at(2),
});

const { invoicePrintedAt: _printed, paymentProofStatus: _proof, ...detailBase } = listItem(41);
/** An order with three items and six timeline entries (the panel's usual detail). */
const detail = {
  ...detailBase,
  deliveryAddress: {
    address: 'House 12, Road 5, Dhanmondi',
    area: 'Dhanmondi',
    city: 'Dhaka',
    postalCode: '1205',
  },
  items: [1, 2, 3].map((i) => ({
    id: i,
    shopProductId: 100 + i,
    name: `Cotton panjabi, size ${i}`,
    sku: `PNJ-${i}`,
    unitPrice: 510.17,
    quantity: 1,
    lineTotal: 510.17,
  })),
  subtotal: 1530.5,
  discount: 0,
  paymentProof: { status: 'none' as const, fileKey: null, validatedAt: null, validatedBy: null },
  logistics: { courierName: 'Pathao', trackingNumber: 'PTH123456' },
  invoice: { printedAt: null, printCount: 0 },
  cancelReason: null,
  updatedAt: at(9),
  timeline: [1, 2, 3, 4, 5, 6].map((i) => ({
    id: i,
    kind: 'stage_change' as const,
    fromStage: 'placed' as const,
    toStage: 'confirmed' as const,
    note: i % 2 ? null : 'Customer asked to call first',
    actor: { userId: 3, name: 'Demo Merchant' },
    createdAt: at(10 + i),
  })),
  allowedActions: ['cancel' as const],
};
const listPage = {
  content: Array.from({ length: 20 }, (_, i) => listItem(1000 + i)),
  page: 3,
  limit: 20,
  totalElements: 10_000,
  totalPages: 500,
};

const cases: [string, z.ZodType, unknown][] = [
  ['order detail', orderDetailSchema, detail],
  ['order list page (20 rows)', pageEnvelopeSchema(orderListItemSchema), listPage],
];
const route = { method: 'GET', url: '/bench', httpPart: 'body' } as const;

console.log(
  '| response | bytes | zod encode (fastify-type-provider-zod) | compiled parse (the API) | JSON.stringify alone |',
);
console.log('|---|---|---|---|---|');
for (const [name, schema, data] of cases) {
  const serializers = [
    serializerCompiler({ schema, ...route }) as (data: unknown) => string,
    responseSerializerCompiler({ schema, ...route }) as (data: unknown) => string,
    JSON.stringify,
  ];
  const outputs = new Set(serializers.map((serialize) => serialize(data)));
  if (outputs.size !== 1) throw new Error(`${name}: the serializers disagree`);
  const best = serializers.map((serialize) => {
    let fastest = Number.POSITIVE_INFINITY;
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < CALLS / 10; i++) serialize(data);
      const started = performance.now();
      for (let i = 0; i < CALLS; i++) serialize(data);
      fastest = Math.min(fastest, ((performance.now() - started) * 1000) / CALLS);
    }
    return `${fastest.toFixed(1)} µs`;
  });
  console.log(`| ${name} | ${[...outputs][0]!.length} | ${best.join(' | ')} |`);
}
