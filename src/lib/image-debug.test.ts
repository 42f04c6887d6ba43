// The image debug panel is for developers: localhost and sandbox names only, never the farm's own domain.
import { describe, expect, it } from 'vitest';
import { isDebugHost } from './image-debug.ts';

describe('isDebugHost', () => {
  it('accepts localhost, the loopback address and *.localhost sandboxes', () => {
    for (const host of ['localhost', '127.0.0.1', 'tenuta.localhost', 'pr-12.tenuta.localhost']) expect(isDebugHost(host), host).toBe(true);
  });

  it('refuses public names, including ones that merely contain "localhost"', () => {
    for (const host of ['tenutasarda.it', 'www.tenutasarda.it', 'localhost.example.com', 'mylocalhost', '127.0.0.2.example.com']) {
      expect(isDebugHost(host), host).toBe(false);
    }
  });
});
