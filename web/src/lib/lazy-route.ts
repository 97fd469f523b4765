import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/** A route's code could not be downloaded, typically because a new deploy replaced the chunks. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** What a screen's chunk contributes to its route. */
export interface LazyRouteParts {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * A route `lazy` function that loads the screen's chunk on first visit. A failed download is
 * rethrown as ChunkLoadError so the error boundary can tell it apart from a bug.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => LazyRouteParts) {
  return async (): Promise<LazyRouteParts> => {
    let module: M;
    try {
      module = await load();
    } catch (cause) {
      throw new ChunkLoadError('Falha ao carregar o código da página', { cause });
    }
    return pick(module);
  };
}
