import type { AnyErrorDef } from '#common/api/contract';

/** Stands in for every parameter as `{name}`, so a refusal's words read as their template. */
const placeholders: unknown = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? `{${key}}` : undefined) },
);

/** "`code` (status): words", the words with `{name}` where a parameter goes. */
export function describeError(def: AnyErrorDef): string {
  const words = (def.message as (params: unknown) => string)(placeholders);
  return `\`${def.code}\` (${def.status}): ${words}`;
}

/** One line per refusal, as a Markdown list. */
export const errorList = (defs: readonly AnyErrorDef[]) =>
  defs.map((def) => `- ${describeError(def)}`).join('\n');

/** The refusals a route may answer, as the API reference lists them under the route. */
export const describeErrors = (defs: readonly AnyErrorDef[]) =>
  `Refusals (\`{code, message, params}\`), besides the platform's:\n${errorList(defs)}`;
