// A stay given as a present ("do you sell gift vouchers?", "posso regalare un weekend da voi ai miei?", "a night in
// your rooms as a birthday gift"): not the shop's products. An entry worded with vouchers answers; else the farm is
// asked, with the contacts.
import { hasPhrase } from './words.ts';

const VOUCHERS = ['voucher', 'vouchers', 'buono regalo', 'buoni regalo', 'gift card', 'gift cards', 'gift certificate', 'gift certificates', 'cofanetto', 'cofanetti'];
const GIFTING = ['regalo', 'regalare', 'regaliamo', 'regalarlo', 'gift', 'gifts'];
const STAY = ['stay', 'soggiorno', 'night', 'nights', 'notte', 'notti', 'weekend', 'pernottamento', 'room', 'camera', 'getaway', 'fine settimana'];

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** Whether a voucher, or a stay given as a gift, is asked. */
export const giftOfStayAskedIn = (tokens: string[]) => any(tokens, VOUCHERS) || (any(tokens, GIFTING) && any(tokens, STAY));

/** The words an entry about vouchers would be worded with. */
export const VOUCHER_WORDS = ['voucher', 'vouchers', 'buono', 'buoni', 'cofanetto'];
