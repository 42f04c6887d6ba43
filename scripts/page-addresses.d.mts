// Types of scripts/page-addresses.mjs for the TypeScript callers (tests).
export function withPageAddresses(html: string, pathname: string, origin: string): string;
