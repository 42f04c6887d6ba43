import { describe, expect, it } from 'vitest';
import { chatBookingBody } from './chat-booking-body.ts';
import { flowReducer, initFlow, type FlowRoom } from './booking-flow.ts';

const lavanda: FlowRoom = { id: 'r1', name: 'Lavanda Deluxe', type: 'deluxe', price_per_night: 50, max_guests: 2 };
const dated = (country: string) =>
  flowReducer(initFlow([{ ...lavanda, check_in: '2030-07-01', check_out: '2030-07-03' }], [], { country }), {
    type: 'setDetails', details: { firstName: ' Ann ', lastName: 'Lee', email: 'ann@example.com', phone: '333' },
  });

describe('the chat booking body', () => {
  it.each([
    ['it', 'Italia'],
    ['en', 'Italy'],
  ] as const)('sends the country the form starts from on %s pages (%s), never a fixed Italian name', (language, country) => {
    expect(chatBookingBody(dated(country), language, 'req-1').guest.country).toBe(country);
  });

  it('sends the country the guest changed it to', () => {
    const s = flowReducer(dated('Italy'), { type: 'setDetails', details: { country: 'Germany' } });
    expect(chatBookingBody(s, 'en', 'req-1').guest.country).toBe('Germany');
  });

  it('sends the trimmed details, the source and the request id', () => {
    const body = chatBookingBody(dated('Italia'), 'it', 'req-1');
    expect(body).toMatchObject({ client_request_id: 'req-1', source: 'chat', check_in: '2030-07-01', check_out: '2030-07-03' });
    expect(body.guest.first_name).toBe('Ann');
  });
});
