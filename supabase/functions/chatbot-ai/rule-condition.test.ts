// A rule asked with a condition of the guest's: the rule's own entry answers directly, searched without the condition.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const SMOKING = 'smoking: Smoking is not allowed in the rooms.';
const PETS = 'pets: Pets are allowed with prior notice.';
// The condition's words pull other entries; without them the rule's own entry is found.
const tools = farmStubTools((query) => [
  ...(/window|finestra|balcon|terrace|terrazz|tappet|mat\b|giardino|garden/.test(query) ? [stubHit('climate', 0.45, 'finestra window aria')] : []),
  ...(/smok|fum/.test(query) ? [{ ...stubHit('smoking', 0.4, 'si puo fumare posso fumare in camera is smoking allowed can i smoke in the room'), answer: SMOKING }] : []),
  ...(/dog|cane/.test(query) ? [{ ...stubHit('pets', 0.4, 'posso portare il mio cane can i bring my dog'), answer: PETS }] : []),
  { ...stubHit('rules', 0.3, 'regole house rules'), answer: 'House rules: quiet hours, no smoking in the rooms.' },
]);

Deno.test('a rule asked with a condition is answered by the rule’s own entry', async () => {
  for (const [lang, text, want] of [
    ['en', 'is it ok to smoke in our room if we keep the window wide open?', SMOKING],
    ['it', 'si puo fumare in camera se apriamo la finestra?', SMOKING],
    ['en', 'can i smoke on the balcony of the room as long as the door is shut?', SMOKING],
    ['it', 'il cane puo dormire in camera se lo teniamo sul suo tappetino?', PETS],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === want, `${text} → ${said}`);
  }
});
