// Marks what a floating control (the chat launcher) must never cover: a page's primary action, a sticky bar,
// the cookie notice. Spread on the element: `<aside {...launcherAvoid}>`. The launcher measures every marked
// element and moves itself, so no page has to know where the launcher is.
export const LAUNCHER_AVOID_ATTR = 'data-launcher-avoid';
export const launcherAvoid = { [LAUNCHER_AVOID_ATTR]: '' } as const;
