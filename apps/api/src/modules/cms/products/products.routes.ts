import {
  delistBodySchema,
  publicOfferQuerySchema,
  publicOfferSchema,
  shopProductDetailsSchema,
  shopProductListQuerySchema,
  shopProductSchema,
  updateShopProductBodySchema,
  updateStockBodySchema,
} from '@mp/contract/cms/products';
import { idParamsSchema, pageEnvelopeSchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId, currentUser } from '../../../plugins/auth';
import {
  changeShopProduct,
  changeStock,
  getShopProductDetails,
  listMyShopProducts,
  publicOffers,
} from './products.service';

const tags = ['shop products'];
const scoped = { merchantScope: 'header' } as const;

export function productRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/cms/merchant/shop-products',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'The merchant’s shop products, listed and delisted',
          querystring: shopProductListQuerySchema,
          response: { 200: pageEnvelopeSchema(shopProductSchema) },
        },
      },
      async (request) => listMyShopProducts(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/cms/merchant/shop-products/:id',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'A shop product with its shop, catalogue entry, stock history and ratings',
          params: idParamsSchema,
          response: { 200: shopProductDetailsSchema },
        },
      },
      async (request) => getShopProductDetails(db, currentMerchantId(request), request.params.id),
    );

    app.patch(
      '/cms/merchant/shop-products/:id/stock',
      {
        config: scoped,
        schema: {
          tags,
          summary:
            'Set the stock (optionally only if it is still expectedStock) or change it by delta',
          description:
            'Exactly one of `stock` or `delta`. 409 CONFLICT when `expectedStock` no longer ' +
            'matches or when `delta` would take the stock below 0. Every change is recorded.',
          params: idParamsSchema,
          body: updateStockBodySchema,
          response: { 200: shopProductSchema },
        },
      },
      async (request) =>
        changeStock(
          db,
          currentMerchantId(request),
          currentUser(request).id,
          request.params.id,
          request.body,
        ),
    );

    app.patch(
      '/cms/merchant/shop-products/:id',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Update the delivery charge (BDT)',
          params: idParamsSchema,
          body: updateShopProductBodySchema,
          response: { 200: shopProductSchema },
        },
      },
      async (request) =>
        changeShopProduct(db, currentMerchantId(request), request.params.id, request.body),
    );

    app.patch(
      '/cms/merchant/shop-products/:id/delist',
      {
        config: scoped,
        schema: {
          tags,
          summary: 'Delist (true) or relist (false) a shop product',
          params: idParamsSchema,
          body: delistBodySchema,
          response: { 200: shopProductSchema },
        },
      },
      async (request) =>
        changeShopProduct(db, currentMerchantId(request), request.params.id, request.body),
    );

    app.get(
      '/cms/public/products/:id/shop-products',
      {
        schema: {
          tags,
          summary: 'Public offers of a catalogue product across all shops, cheapest first',
          description:
            'Only listed products of active shops, and only public facts: no stock count, ' +
            'no SKU, no merchant.',
          params: idParamsSchema,
          querystring: publicOfferQuerySchema,
          response: { 200: pageEnvelopeSchema(publicOfferSchema) },
        },
      },
      async (request) => publicOffers(db, request.params.id, request.query),
    );
  };
}
