import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the props of any component, as React.lazy takes them
type AnyComponent = ComponentType<any>;
export type LazyPart<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Loads the part; once resolved, rendering it no longer suspends. */
  preload(): Promise<void>;
};

/**
 * React.lazy whose code can be loaded ahead of the first render. React.lazy on its own
 * suspends on first render even when the module is already loaded (its promise settles a tick
 * later); a part loaded with `preload()` renders at once. A server-rendered page needs that:
 * a part that suspends while hydrating keeps its server HTML until then, and any update in
 * that moment swaps the HTML for a loader (app/server-rendered.ts).
 */
export function lazyPart<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyPart<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const get = () => {
    loading ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return loading;
  };
  // A thenable that answers at once: React.lazy then takes the module in the same render.
  const settled = (module: { default: T }) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes
    ({ then: (resolve: (m: { default: T }) => void) => resolve(module) }) as unknown as Promise<{
      default: T;
    }>;
  const part = lazy(() => (loaded ? settled(loaded) : get()));
  return Object.assign(part, { preload: () => get().then(() => undefined) });
}
