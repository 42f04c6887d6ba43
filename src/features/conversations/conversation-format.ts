// Display rules of the conversation list: short session ids, Italian start times, language in capitals.
export const shortSession = (sessionId: string) => sessionId.slice(0, 8);

export const languageLabel = (language: string | null | undefined) => (language ?? '').toUpperCase() || '–';

const ITALIAN = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });
export const italianDateTime = (iso: string) => ITALIAN.format(new Date(iso));

export type StatusTone = 'success' | 'neutral' | 'warning';
export const statusTone = (status: string): StatusTone => (status === 'active' ? 'success' : status === 'resolved' ? 'neutral' : 'warning');
