import { lazy, Suspense, type ComponentType } from 'react';

/** A component fetched on first render, showing nothing until it arrives (for small, secondary UI). */
export function lazyComponent(importer: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(importer);
  return function LazyComponent() {
    return (
      <Suspense>
        <Lazy />
      </Suspense>
    );
  };
}
