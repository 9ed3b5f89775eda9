import type { CallDefinition } from '@clinic/contract/core/define-call';

/**
 * The Fastify route options a contract call implies: method, URL and the schemas that validate it. An answer that
 * is not JSON (a file, a calendar, an event stream) has no schema to serialize by: its handler sends it as it is.
 */
export function routeOf<const C extends CallDefinition>(call: C) {
  return {
    method: call.method,
    url: call.path,
    schema: {
      ...(call.params ? { params: call.params as C['params'] & {} } : {}),
      ...(call.query ? { querystring: call.query as C['query'] & {} } : {}),
      ...(call.body ? { body: call.body as C['body'] & {} } : {}),
      ...(call.responseType ? {} : { response: { 200: call.response as C['response'] } }),
    },
  } as {
    method: C['method'];
    url: string;
    schema: {
      params: C['params'] extends undefined ? undefined : NonNullable<C['params']>;
      querystring: C['query'] extends undefined ? undefined : NonNullable<C['query']>;
      body: C['body'] extends undefined ? undefined : NonNullable<C['body']>;
      response: C extends { responseType: string } ? undefined : { 200: C['response'] };
    };
  };
}
