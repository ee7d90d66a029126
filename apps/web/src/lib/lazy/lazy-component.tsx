/**
 * A component whose code is fetched when it is first drawn, or earlier through `preload` (issue 22: what a page does
 * not draw on arrival — an open chat, a chosen transcript, a dialog — stays off its cold load). Until the code is
 * here `fallback` holds its place. An instance keeps what it first rendered for its life: one mounted once the code
 * is here renders at once, with no fallback frame, and one that started with the fallback is not remounted (losing
 * its state) when the code arrives.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  Lazy: ComponentType<P>;
  /** Starts fetching the code (once). */
  preload: () => Promise<ComponentType<P>>;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Deferred = lazy(() => preload().then((component) => ({ default: component })));
  function Lazy(props: P) {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return <Suspense fallback={fallback}><Deferred {...props} /></Suspense>;
  }
  return { Lazy, preload };
}
