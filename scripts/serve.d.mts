// Types of scripts/serve.mjs for the TypeScript callers (bench, e2e setup, tests).
import type { Server } from 'node:http';

export function contentSecurityPolicy(apiUrl: string): string;
export function pickEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export function htmlForPath(html: string, pathname: string): string;
export function startAfterPaint(html: string, options?: { notice?: boolean }): string;
export function absoluteRobots(text: string, origin: string): string;
export function cacheControl(pathname: string, ext: string): string;
export function createServer(options?: { dir?: string; apiUrl?: string; anonKey?: string; siteUrl?: string }): Server;
