/** The names of a path pattern's `:name` parameters: `'treatments/:treatmentId/book'` → `'treatmentId'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The names of a path pattern's parameters, in order. */
export const pathParamNames = (pattern: string): string[] => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** A path pattern with its `:name` parameters filled in, each encoded as one path segment. */
export function fillPath(pattern: string, params: Record<string, unknown> = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
