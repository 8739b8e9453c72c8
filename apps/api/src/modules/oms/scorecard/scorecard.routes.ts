import { scorecardSchema } from '@mp/contract/oms/scorecard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { currentMerchantId } from '../../../plugins/auth';
import { merchantScorecard } from './scorecard.queries';

export function scorecardRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/oms/merchant-scorecard',
      {
        config: { merchantScope: 'header', permission: 'insights.view' },
        schema: {
          tags: ['scorecard'],
          summary:
            'The week’s cancellation rate, confirmations and hand-overs on time, issue response and rating',
          response: { 200: scorecardSchema },
        },
      },
      async (request) => merchantScorecard(db, currentMerchantId(request)),
    );
  };
}
