import {
  activityListQuerySchema,
  activityPageSchema,
  activityPeopleSchema,
} from '@mp/contract/ums/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context';
import { pageEnvelope } from '../../../lib/pagination';
import { currentMerchantId } from '../../../plugins/auth';
import {
  ACTIVITY_COUNT_CAP,
  activityConditions,
  activityPeople,
  countActivity,
  listActivity,
} from './activity.queries';

const tags = ['activity'];
const canView = { merchantScope: 'header', permission: 'activity.view' } as const;

/** Who did what in the merchant account: the owner's and managers' activity page. */
export function activityRoutes({ database }: AppContext): FastifyPluginAsyncZod {
  const { db } = database;
  return async (app) => {
    app.get(
      '/ums/activity',
      {
        config: canView,
        schema: {
          tags,
          summary: 'The activity log, newest first: by person, area and Dhaka days',
          querystring: activityListQuerySchema,
          response: { 200: activityPageSchema },
        },
      },
      async (request) => {
        const { page, limit, ...filter } = request.query;
        const where = activityConditions(currentMerchantId(request), filter);
        const [rows, total] = await Promise.all([
          listActivity(db, where, { page, limit }),
          countActivity(db, where),
        ]);
        const content = rows.map(({ userId, name, createdAt, ...row }) => ({
          ...row,
          actor: { userId, name },
          createdAt: createdAt.toISOString(),
        }));
        return pageEnvelope(content, { page, limit }, total, total >= ACTIVITY_COUNT_CAP);
      },
    );

    app.get(
      '/ums/activity/people',
      {
        config: canView,
        schema: {
          tags,
          summary: "Whom the log's person filter offers: the team, and those removed from it",
          response: { 200: activityPeopleSchema },
        },
      },
      async (request) => ({ people: await activityPeople(db, currentMerchantId(request)) }),
    );
  };
}
