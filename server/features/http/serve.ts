/**
 * Registers the handler of an endpoint of the contract (common/api/endpoints/; ARCHITECTURE
 * "Endpoint contract"): its method and path come from the contract, the request's query and body
 * are typed by the schemas the route validates with, and the handler must answer the contract's
 * answer. A path with `{lang}` is registered once per language and the handler is told which.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteShorthandOptions } from 'fastify';
import type { AnswerOf, BodyOf, BodySchemaOf, Endpoint, HasLang, ParamsOf, QueryOf, QuerySchemaOf } from '../../../common/api/contract';
import { LANGS, type Lang } from '../../../common/routes';

/** The schemas the contract declares are the ones the route must validate with. */
type ContractSchema<E> = (undefined extends QuerySchemaOf<E> ? unknown : { querystring: QuerySchemaOf<E> }) &
  (undefined extends BodySchemaOf<E> ? unknown : { body: BodySchemaOf<E> }) & { params?: unknown; response?: unknown };

type RouteOptions<E> = RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, ContractRoute<E>>;

export type ServeOptions<E> = Omit<RouteOptions<E>, 'schema'> & { schema?: RouteShorthandOptions['schema'] } & (undefined extends QuerySchemaOf<E> & BodySchemaOf<E>
    ? unknown
    : { schema: ContractSchema<E> });

export interface ContractRoute<E> {
  Querystring: undefined extends QuerySchemaOf<E> ? unknown : QueryOf<E>;
  Body: undefined extends BodySchemaOf<E> ? unknown : BodyOf<E>;
  Params: ParamsOf<E>;
}

/** Answers the contract's answer, or the reply it has sent itself (an error body with its status). */
export type ContractHandler<E> = (
  request: FastifyRequest<ContractRoute<E>>,
  reply: FastifyReply,
  lang: HasLang<E> extends true ? Lang : undefined,
) => Promise<AnswerOf<E> | FastifyReply> | AnswerOf<E> | FastifyReply;

export function serve<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: ServeOptions<E>, handler: ContractHandler<E>): void {
  const langs: (Lang | undefined)[] = endpoint.path.includes('{lang}') ? [...LANGS] : [undefined];
  for (const lang of langs) {
    app.route<ContractRoute<E>>({
      ...(options as RouteOptions<E>),
      method: endpoint.method,
      url: endpoint.path.replace('{lang}', lang ?? ''),
      handler: (request, reply) => handler(request, reply, lang as HasLang<E> extends true ? Lang : undefined),
    });
  }
}
