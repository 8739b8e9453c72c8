import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The origin links sent out of the API point at (checkout return URLs, signed file URLs): the
 * configured PUBLIC_BASE_URL, never the request's Host header when it is set (production always
 * sets it); a demo without it answers on whatever address it was reached at.
 */
export const publicOrigin = (config: Config, request: FastifyRequest) =>
  config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
