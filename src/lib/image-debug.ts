// Records images that failed after their retries, for the debug panel shown on localhost only.
const failures = new Set<string>();
const listeners = new Set<() => void>();

export function reportImageFailure(src: string): void {
  if (failures.has(src)) return;
  failures.add(src);
  console.warn('Failed to load image', src);
  listeners.forEach((l) => l());
}

export function imageFailures(): string[] {
  return [...failures];
}

export function subscribeImageFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isDebugHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
}
