import { describe, expect, it } from 'vitest';
import { clearBottom, type Box } from './launcher-clearance.ts';

const vh = 844;
const group = { viewportHeight: vh, preferred: 24, left: 120, right: 374, height: 56, topReserve: 72, gap: 8 };
const box = (top: number, bottom: number, left = 12, right = 378): Box => ({ top, bottom, left, right });

describe('clearBottom', () => {
  it.each([
    ['nothing to avoid', [], 24],
    ['an obstacle left of the group', [box(700, 832, 0, 100)], 24],
    ['an obstacle above the group', [box(300, 400)], 24],
    ['the cookie notice at the bottom', [box(680, 832)], vh - 680 + 8],
    ['a sticky bar and the notice stacked', [box(680, 832), box(560, 672)], vh - 560 + 8],
    ['a button just above the preferred place, room below it', [box(600, 640)], 24],
    ['a button in the preferred place', [box(760, 800)], vh - 760 + 8],
  ] as const)('%s', (_name, obstacles, expected) => {
    expect(clearBottom({ ...group, obstacles: [...obstacles] })).toBe(expected);
  });

  it('gives up when the only free place would be under the navigation bar', () => {
    expect(clearBottom({ ...group, obstacles: [box(100, 832)] })).toBeNull();
  });

  it('ignores obstacles scrolled out of the viewport', () => {
    expect(clearBottom({ ...group, obstacles: [box(900, 960), box(-80, -10)] })).toBe(24);
  });
});
