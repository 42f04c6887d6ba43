// Where a bottom-right floating group may sit without covering any marked element: the lowest offset from
// the viewport's bottom, at or above the preferred one, whose box meets none of the obstacles (with a gap).
// Pure, so the geometry is tested without a browser.

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ClearanceInput {
  viewportHeight: number;
  /** The preferred distance from the viewport's bottom. */
  preferred: number;
  /** The group's horizontal extent (it does not depend on the offset) and height. */
  left: number;
  right: number;
  height: number;
  obstacles: Box[];
  /** Space kept free at the top (the navigation bar). */
  topReserve: number;
  gap?: number;
}

/** The offset from the bottom, or null when no place on the screen is free. */
export function clearBottom({ viewportHeight: vh, preferred, left, right, height, obstacles, topReserve, gap = 8 }: ClearanceInput): number | null {
  // Each obstacle in the group's column forbids the open interval of offsets where the two boxes would meet.
  const forbidden = obstacles
    .filter((o) => o.right > left - gap && o.left < right + gap && o.bottom > 0 && o.top < vh)
    .map((o) => [vh - o.bottom - gap - height, vh - o.top + gap] as const)
    .sort((a, b) => a[0] - b[0]);
  let b = preferred;
  for (const [from, to] of forbidden) if (b > from && b < to) b = to;
  return vh - b - height >= topReserve ? Math.ceil(b) : null;
}
