// Shared by the user menu and its lazily loaded signed-in menu; its own module so neither imports the other.
/** The trigger's look; its display comes from the caller's class, `flex` by default. */
export const triggerClass =
  'h-10 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';
