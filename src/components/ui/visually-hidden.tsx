import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';

/** Text for screen readers only (e.g. an icon button's name). */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
