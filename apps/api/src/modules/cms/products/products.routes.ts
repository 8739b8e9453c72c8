import {
  BULK_UPDATE_CONTENT_TYPE,
  BULK_UPDATE_MAX_BYTES,
  bulkLowStockThresholdBodySchema,
  bulkUpdateQuerySchema,
  bulkUpdateResultSchema,
  delistBodySchema,
  lowStockThresholdBodySchema,
  publicOfferQuerySchema,
  publicOfferSchema,
  shopProductDetailsSchema,
  shopProductListQuerySchema,
  shopProductSchema,
  stockSettingsSchema,
  updateShopProductBodySchema,
  updateStockBodySchema,
  updateStockSettingsBodySchema,
} from '@mp/contract/cms/products';
import { idParamsSchema, pageEnvelopeSchema } from '@mp/contract/common';
import { bulkResultSchema } from '@mp/contract/oms/orders';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentActor, currentMerchantId } from '../../../plugins/auth';
import { bulkUpdate } from './bulk-update';
import {
  changeLowStockThreshold,
  changeShopProduct,
  changeStock,
  getShopProductDetails,
  listMyShopProducts,
  publicOffers,
} from './products.service';
import { getStockSettings, setLowStockThresholds, updateStockSettings } from './stock-settings';

const tags = ['shop products'];
const canView = { merchantScope: 'header', permission: 'products.view' } as const;
const canEdit = { merchantScope: 'header', permission: 'products.edit' } as const;

export function productRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/cms/merchant/shop-products',
      {
        config: canView,
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
        config: canView,
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
        config: canEdit,
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
      async (request) => changeStock(db, currentActor(request), request.params.id, request.body),
    );

    app.patch(
      '/cms/merchant/shop-products/:id',
      {
        config: canEdit,
        schema: {
          tags,
          summary: 'Update the delivery charge (BDT)',
          params: idParamsSchema,
          body: updateShopProductBodySchema,
          response: { 200: shopProductSchema },
        },
      },
      async (request) =>
        changeShopProduct(db, currentActor(request), request.params.id, request.body),
    );

    app.patch(
      '/cms/merchant/shop-products/:id/low-stock-threshold',
      {
        config: canEdit,
        schema: {
          tags,
          summary: "Give a product its own low-stock threshold, or (null) the merchant's again",
          params: idParamsSchema,
          body: lowStockThresholdBodySchema,
          response: { 200: shopProductSchema },
        },
      },
      async (request) =>
        changeLowStockThreshold(
          db,
          currentActor(request),
          request.params.id,
          request.body.lowStockThreshold,
        ),
    );

    app.post(
      '/cms/merchant/shop-products/low-stock-threshold/bulk',
      {
        config: canEdit,
        schema: {
          tags,
          summary: 'The same threshold (or the default again) for many products, per product',
          body: bulkLowStockThresholdBodySchema,
          response: { 200: bulkResultSchema },
        },
      },
      async (request) =>
        setLowStockThresholds(
          db,
          currentActor(request),
          request.body.ids,
          request.body.lowStockThreshold,
        ),
    );

    // The stock file comes as it is; every other route here reads JSON only.
    app.register(async (plugin) => {
      const files = plugin.withTypeProvider<ZodTypeProvider>();
      files.addContentTypeParser(
        BULK_UPDATE_CONTENT_TYPE,
        { parseAs: 'buffer', bodyLimit: BULK_UPDATE_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      files.post(
        '/cms/merchant/shop-products/bulk-update',
        {
          config: canEdit,
          bodyLimit: BULK_UPDATE_MAX_BYTES,
          schema: {
            tags,
            summary:
              'Preview or apply a CSV or XLSX file of stock and delivery charges (all or nothing)',
            description: `The file itself is the body, as ${BULK_UPDATE_CONTENT_TYPE}.`,
            querystring: bulkUpdateQuerySchema,
            response: { 200: bulkUpdateResultSchema },
          },
        },
        async (request) => bulkUpdate(db, currentActor(request), request.query, request.body),
      );
    });

    app.get(
      '/cms/merchant/stock-settings',
      {
        config: canView,
        schema: {
          tags,
          summary: "The merchant's stock rules: auto-delist and the default low-stock threshold",
          response: { 200: stockSettingsSchema },
        },
      },
      async (request) => getStockSettings(db, currentMerchantId(request)),
    );

    app.patch(
      '/cms/merchant/stock-settings',
      {
        config: canEdit,
        schema: {
          tags,
          summary:
            'Change the stock rules; a new default threshold reaches every product that follows it',
          body: updateStockSettingsBodySchema,
          response: { 200: stockSettingsSchema },
        },
      },
      async (request) => updateStockSettings(db, currentActor(request), request.body),
    );

    app.patch(
      '/cms/merchant/shop-products/:id/delist',
      {
        config: canEdit,
        schema: {
          tags,
          summary: 'Delist (true) or relist (false) a shop product',
          params: idParamsSchema,
          body: delistBodySchema,
          response: { 200: shopProductSchema },
        },
      },
      async (request) =>
        changeShopProduct(db, currentActor(request), request.params.id, request.body),
    );

    app.get(
      '/cms/public/products/:id/shop-products',
      {
        config: { permission: 'self' },
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
