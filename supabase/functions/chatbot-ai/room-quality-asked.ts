// Whether the rooms are something, asked with a word the room rows' features do not read ("are the rooms heated?",
// "le camere sono insonorizzate?", "è riscaldata la stanza?"): a detail asked, like "which room has…", never the
// list of every room as if it answered.

const ROOM = '(?:rooms?|bedrooms?|camer[ae]|stanz[ae])';
const BEFORE = '(?:the|your|all the|all|our|le|la|vostre|vostra|tutte le|nostra)';
const QUALITY_ASKED = new RegExp(
  `^(?:.* )?(?:(?:are|is) (?:${BEFORE} )?${ROOM}|${ROOM} (?:are|is|sono|e)|(?:sono|e) (?:\\w+ )?(?:${BEFORE} )?${ROOM}(?: \\w+)?$)`,
);

export const roomQualityAskedIn = (tokens: string[]) => QUALITY_ASKED.test(tokens.join(' '));
