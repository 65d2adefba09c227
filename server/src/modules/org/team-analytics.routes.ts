import { teamAnalyticsQuerySchema, teamAnalyticsSchema } from '@tenderscout/domain';
import { z } from 'zod';
import { principalOf, SIGNED_IN_ERRORS, type RouteApp } from '../../shared/http/route-kit';
import type { OrgContext } from './org-context';
import { teamAnalytics, teamAnalyticsCsv } from './team-analytics';

const CSV_HEADERS = {
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': 'attachment; filename="team-analytics.csv"',
};

/** `/api/org/analytics`: the caller's organization's own figures, as JSON or CSV. */
export const registerTeamAnalyticsRoutes = (app: RouteApp, ctx: OrgContext): void => {
  const signedIn = { onRequest: [app.requireUserOrApiKey] };

  app.get(
    '/api/org/analytics',
    {
      ...signedIn,
      schema: {
        summary: "The organization's pipeline figures: tenders and value per stage, bid and win rates",
        description:
          'Tenders per stage with their total estimated value, the bid rate (go / decided), the win rate ' +
          '(won / submitted or later) and the median days from first tracking a tender to its decision. ' +
          '`format=csv` answers the same figures as a CSV download (cells that a spreadsheet would run as ' +
          'formulas are written as text). Members of the organization only see their own figures.',
        querystring: teamAnalyticsQuerySchema,
        response: { 200: teamAnalyticsSchema.or(z.string().describe('text/csv')), ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) => {
      const caller = principalOf(request);
      if (request.query.format === 'csv')
        return reply.headers(CSV_HEADERS).send(await teamAnalyticsCsv(ctx.db, caller));
      return teamAnalytics(ctx.db, caller);
    },
  );

  app.get(
    '/api/org/analytics.csv',
    {
      ...signedIn,
      schema: {
        summary: "The organization's pipeline figures as CSV",
        description: 'The figures of `GET /api/org/analytics` as a CSV download, one figure a row.',
        response: { 200: z.string().describe('text/csv'), ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply.headers(CSV_HEADERS).send(await teamAnalyticsCsv(ctx.db, principalOf(request))),
  );
};
