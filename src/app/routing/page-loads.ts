// How many page chunks are loading right now, for the navigation bar's progress line.
type Listener = () => void;
let pending = 0;
const listeners = new Set<Listener>();

let notifying = false;
function set(next: number) {
  pending = next;
  // A page starts loading while React renders it (lazyPage's `use`): telling the progress bar then would update
  // one component while rendering another, so listeners hear of it once that render is done.
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    listeners.forEach((l) => l());
  });
}

export const pageLoads = {
  // An arrow property: useSyncExternalStore calls it detached from the object.
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  pending: () => pending,
  /** Counts `load` as pending until it settles. */
  track<T>(load: Promise<T>): Promise<T> {
    set(pending + 1);
    return load.finally(() => set(pending - 1));
  },
};
