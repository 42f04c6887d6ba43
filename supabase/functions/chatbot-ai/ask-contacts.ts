// A reply that tells the guest to ask the farm ("just ask us", "chiedi alla tenuta") gives them the way to: the
// phone, WhatsApp and e-mail from the settings, when it does not already. Room texts and staff's entries alike, so a
// new text that says to ask can never leave the guest without the contacts.
import type { Reply, Settings } from './types.ts';

const ASK_EN = /\b(?:(?:just |please )?ask us|ask the farm|contact us|get in touch with us)\b/i;
const ASK_IT = /\b(?:chiedici|chiedetelo a noi|chiedi(?:lo|la)? alla tenuta|chiedete alla tenuta|contattaci|contattateci)\b/i;

const contactLine = (s: Settings, lang: 'it' | 'en') => {
  const whatsapp = s.whatsapp ? ` (WhatsApp ${s.whatsapp})` : '';
  return lang === 'en'
    ? `You can reach us by phone ${s.contact_phone}${whatsapp}, e-mail ${s.contact_email}.`
    : `Puoi contattarci al telefono ${s.contact_phone}${whatsapp}, e-mail ${s.contact_email}.`;
};

/** The reply with the farm's contacts after it, if it says to ask the farm and gives no phone or e-mail. */
export async function withAskContacts(reply: Reply, settings: () => Promise<Settings>): Promise<Reply> {
  const en = ASK_EN.test(reply.message);
  if (!en && !ASK_IT.test(reply.message)) return reply;
  const s = await settings();
  const given = [s.contact_phone, s.contact_email].some((c) => c && reply.message.includes(c));
  if (given || !s.contact_phone) return reply;
  return { ...reply, message: `${reply.message} ${contactLine(s, en ? 'en' : 'it')}` };
}
