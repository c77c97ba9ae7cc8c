/**
 * Every feature of the server is an encapsulated Fastify plugin registered here, in this order.
 * Each feature folder holds its routes, its queries and its serializers.
 */
import type { FastifyPluginAsync } from 'fastify';

export const FEATURES: FastifyPluginAsync[] = [];
