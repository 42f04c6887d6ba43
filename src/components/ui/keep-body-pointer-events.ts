// Radix's modal layer sets `pointer-events: none` on body so that a press outside a dialog only closes it. Our
// overlay covers the page and takes that press already, and the inherited property restyles every element of the
// page on opening and again on closing (~70 ms of a slow phone's tap on the rate grid's 500 elements). While a
// dialog is open body carries `data-dialogs` (a count: dialogs can stack), which styles.css holds at `auto`.
import { useEffect, useLayoutEffect } from 'react';

function count(delta: number) {
  const body = document.body;
  const n = Number(body.dataset.dialogs ?? 0) + delta;
  if (n > 0) body.dataset.dialogs = String(n);
  else delete body.dataset.dialogs;
}

/** Called by the overlay every modal dialog renders. */
export function useKeepBodyPointerEvents() {
  // Set before Radix's passive effects set the inline style (and focus the dialog, which restyles at once); taken
  // away in a passive cleanup, in the same pass in which Radix gives the inline style back.
  useLayoutEffect(() => count(1), []);
  useEffect(() => () => count(-1), []);
}
