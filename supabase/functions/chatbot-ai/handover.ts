// Handover to a person. The function asks the database before every reply whether staff hold the conversation
// (then it stays silent: the reply carries `held: true` and no text); a visitor asking for a person is told
// honestly whether staff are online in the dashboard, the farm gets an e-mail (outbox), and when nobody is online
// a callback is offered, which the lead capture then takes (engine.ts reads CALLBACK_OFFERS as its question).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang, Reply } from './types.ts';

export interface Handover {
  held(sessionId: string): Promise<boolean>;
  /** Records the request (one e-mail per conversation) and says whether staff are online. */
  request(sessionId: string): Promise<{ available: boolean }>;
}

export function databaseHandover(db: SupabaseClient): Handover {
  return {
    async held(sessionId) {
      const { data, error } = await db.rpc('chat_handover_held', { p_session_id: sessionId });
      if (error) throw new Error(`chat_handover_held: ${error.message}`);
      return data === true;
    },
    async request(sessionId) {
      const { data, error } = await db.rpc('request_handover', { p_session_id: sessionId });
      if (error) throw new Error(`request_handover: ${error.message}`);
      return { available: (data as { available?: boolean } | null)?.available === true };
    },
  };
}

const plain = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, ' ');

const ASKS: Array<[Lang, RegExp]> = [
  ['it', /\b(parlare|parlo|parlarvi|scrivere|chattare|contattare|passami|passarmi|mettermi in contatto|sentire)\b.{0,25}\b(qualcuno|persona|operatore|umano|staff|titolare|proprietari[oa]?|gestore|gestori|responsabile|reception)\b/],
  ['it', /\b(un|una|con un|con una)\s+(operatore|operatrice|persona (vera|reale|fisica)|essere umano|umano)\b/],
  ['it', /\bc e qualcuno\b.{0,20}\b(risponde|collegat|online|in linea|li)\b/],
  ['en', /\b(talk|speak|chat|connect me|put me through|transfer me|get me)\b.{0,20}\b(human|person|someone|somebody|staff|agent|operator|owner|owners|people|manager|reception)\b/],
  ['en', /\b(real|live|actual) (person|human|agent)\b|\bhuman agent\b|\bis anyone there\b|\bare you a (bot|robot)\b/],
];

/** The language of a request to talk to a person, or null when the message is not one. */
export function asksForPerson(text: string): Lang | null {
  const t = plain(text);
  return ASKS.find(([, re]) => re.test(t))?.[0] ?? null;
}

const TEXTS = {
  it: {
    online: 'Sì, qualcuno dello staff della fattoria è collegato in questo momento: l’ho avvisato e ti risponderà qui a breve.',
    callback:
      'In questo momento nessuno dello staff è collegato, mi dispiace. Ti richiamiamo noi: scrivimi nome, numero di telefono e quando preferisci essere chiamato, in un solo messaggio.',
  },
  en: {
    online: 'Yes, someone from the farm’s staff is online right now: I have let them know and they will reply here shortly.',
    callback:
      'Nobody from the staff is online right now, sorry. We can call you back: write your name, phone number and when you would like to be called, in one message.',
  },
} as const;

/** The callback offers, which the lead capture treats as its own question. */
export const CALLBACK_OFFERS: readonly string[] = [TEXTS.it.callback, TEXTS.en.callback];

const CALL_US = { it: (phone: string) => ` Se preferisci, chiamaci tu al ${phone}.`, en: (phone: string) => ` Or call us yourself on ${phone}.` };

/** Online: someone will answer here. Nobody online: the callback offer, and the farm's phone for a guest who would
 * rather call now ("I'd rather speak to someone at the farm directly"). */
export function personReply(lang: Lang, available: boolean, phone = ''): Reply {
  const message = available ? TEXTS[lang].online : `${TEXTS[lang].callback}${phone ? CALL_US[lang](phone) : ''}`;
  return { message, type: 'text', data: [], follow_up: null };
}

/** The reply while staff hold the conversation: no text, the client shows nothing. */
export const HELD_REPLY = { message: '', type: 'text', data: [], follow_up: null, held: true } as const;
