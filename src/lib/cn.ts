import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** Builds tailwind-merge's class map ahead of the first render (its first call does, 10-20 ms on a slow phone):
 * called while the first page's chunks and translations are still on their way. */
export function prepareClassMerge(): void {
  twMerge('');
}
