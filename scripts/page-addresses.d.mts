// Types of scripts/page-addresses.mjs for the TypeScript callers (tests).
export function withPageAddresses(html: string, pathname: string, origin: string, heads?: { en?: { title: string; description: string; locale: string } }): string;
