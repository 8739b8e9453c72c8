import { amountDueSchema } from '@mp/contract/bms/amount-due';
import {
  STATEMENT_CHART_POINTS,
  statementBalancesSchema,
  statementQuerySchema,
  statementRangeSchema,
  statementSchema,
} from '@mp/contract/bms/statement';
import { idParamsSchema } from '@mp/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../lib/errors';
import { currentMerchantId } from '../../../plugins/auth';
import { selectAmountDue } from './amount-due.queries';
import { selectBalancePoints, selectStatement } from './statement.queries';

export function amountDueRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/bms/merchants/:id/amount-due',
      {
        config: { merchantScope: 'param', permission: 'billing.view' },
        schema: {
          tags: ['bills'],
          summary: 'The amount due of the merchant {id}, with the three sums it comes from',
          description:
            'amountDue = approved bills - (approved payments + paid courier payments), ' +
            'the same as the panel computes from bills/{id}/total, payments/{id}/paid and ' +
            'merchant-courier-payments/stat/count-amount?status=paid.',
          params: idParamsSchema,
          response: { 200: amountDueSchema },
        },
      },
      async (request) => {
        const row = await selectAmountDue(db, currentMerchantId(request));
        if (!row) throw notFound('Merchant');
        return row;
      },
    );

    app.get(
      '/bms/statement',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags: ['bills'],
          summary: "The merchant's statement: what the amount due is made of, entry by entry",
          description:
            'Approved bills (debits), approved payments and paid courier payments (credits), ' +
            'oldest first, each with the balance after it; from/to are Dhaka days, inclusive. ' +
            'The closing balance of a range that reaches today equals the amount due.',
          querystring: statementQuerySchema,
          response: { 200: statementSchema },
        },
      },
      async (request) => selectStatement(db, currentMerchantId(request), request.query),
    );

    app.get(
      '/bms/statement/balances',
      {
        config: { merchantScope: 'header', permission: 'billing.view' },
        schema: {
          tags: ['bills'],
          summary: "The balance after each entry of the statement's days, for its chart",
          description: `Oldest first; at most the latest ${STATEMENT_CHART_POINTS} entries.`,
          querystring: statementRangeSchema,
          response: { 200: statementBalancesSchema },
        },
      },
      async (request) => selectBalancePoints(db, currentMerchantId(request), request.query),
    );
  };
}
