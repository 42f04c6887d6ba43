import { expect, it } from 'vitest';
import { splitChatText } from './chat-text.ts';

it('turns only site paths into links and keeps everything else as text', () => {
  expect(splitChatText('Dettagli su /booking-policy#cancellation.')).toEqual([
    { kind: 'text', text: 'Dettagli su ' },
    { kind: 'link', href: '/booking-policy#cancellation' },
    { kind: 'text', text: '.' },
  ]);
  expect(splitChatText('<script>alert(1)</script> https://evil.example/x')).toEqual([
    { kind: 'text', text: '<script>alert(1)</script> https://evil.example/x' },
  ]);
  expect(splitChatText('orari 08:30-13:00, 12/08')).toEqual([{ kind: 'text', text: 'orari 08:30-13:00, 12/08' }]);
});
