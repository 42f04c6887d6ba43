// The optional language model (llm.ts) against a local OpenAI-compatible server started here, which answers
// with tool calls and text as scripted per test. Only the database boundary is stubbed (the Tools, as in
// engine.test.ts): the model's tools run on the database's answers, every failure of the model ends in the
// built-in engine's reply for the same conversation, and the API key reaches no log and no reply.
import { deepStrictEqual as assertEquals, ok } from 'node:assert';
import { builtInReply, type EngineInput } from './engine.ts';
import type { KnowledgeEntry, KnowledgeHit } from './knowledge.ts';
import { type LlmConfig, modelOrEngine } from './llm.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lang, Product, Room } from './types.ts';

const KEY = 'sk-test-9f3b2c71d04e';
const TODAY = '2026-11-26';

// ---- the database's answers
const product = (id: string, name: string, price: number, stock: number, aging: number | null): Product => ({
  id, name, price, stock_quantity: stock, aging_months: aging, category_slug: 'formaggi', slug: id, milk_animal: 'pecora',
  milk_treatment: 'raw', allergens: ['latte'], storage_temperature: '4-8 °C', description: name, short_description: name,
}) as unknown as Product;
const room = (id: string, name: string): Room => ({
  id, name, slug: id, type: 'deluxe', bed_type: 'matrimoniale', price_per_night: 50, max_guests: 2, image_url: null, image_urls: [],
  short_description: `${name}, bagno privato`, full_description: `${name}, bagno privato`, sort_order: 0,
}) as unknown as Room;
const PRODUCTS = [product('p-12', 'Pecorino stagionato 12 mesi', 24.9, 20, 12), product('p-24', 'Pecorino Riserva 24 mesi', 32, 0, 24),
  product('p-fiore', 'Primo Fiore', 14.5, 35, 0)];
const ROOMS = [room('r-lavanda', 'Lavanda Deluxe'), room('r-orchidea', 'Orchidea Deluxe')];
const KNOWLEDGE: KnowledgeEntry[] = [{
  id: 'k-parking', topic: 'parking', question_it: 'Avete il parcheggio?', question_en: 'Is there parking?',
  answer_it: 'Sì, il parcheggio è gratuito, davanti alla casa.', answer_en: 'Yes, parking is free, in front of the house.',
  phrasings_it: [], phrasings_en: [],
}, {
  id: 'k-pets', topic: 'pets', question_it: 'Accettate animali?', question_en: 'Do you accept pets?',
  answer_it: 'Gli animali sono i benvenuti su richiesta.', answer_en: 'Pets are welcome on request.', phrasings_it: [], phrasings_en: [],
}];

// What public.search_knowledge answers (texts in the language asked for, the farm's contacts already filled in).
const HITS: Record<Lang, KnowledgeHit[]> = {
  en: [{ id: 'k-parking', topic: 'parking', question: 'Is there parking?', answer: 'Yes, parking is free, in front of the house. Questions: info@tenutasarda.it', score: 0.82 }],
  it: [{ id: 'k-pets', topic: 'pets', question: 'Accettate animali?', answer: 'Gli animali sono i benvenuti su richiesta: scrivici a info@tenutasarda.it', score: 0.81 }],
};

function databaseTools(taken: string[] = []) {
  const asked: string[] = [];
  const searched: string[] = [];
  const tools: Tools = {
    products: () => Promise.resolve(PRODUCTS),
    rooms: () => Promise.resolve(ROOMS),
    isAvailable: (id, from, to) => Promise.resolve(void asked.push(`${id} ${from} ${to}`)).then(() => !taken.includes(id)),
    // One call for all the rooms asked about, as public.quote_stay is called.
    quoteRooms: (rooms, from, to) =>
      Promise.resolve(void asked.push(`${rooms.map((r) => r.roomId).join(' + ')} ${from} ${to}`)).then(() =>
        new Map(rooms.map(({ roomId }) => [roomId, taken.includes(roomId)
          ? { ok: false as const, reason: 'TAKEN', minNights: null, free: false }
          : { ok: true as const, total: 240, sameEveryNight: false }])),
      ),
    settings: () => Promise.resolve({
      contact_email: 'info@tenutasarda.it', contact_phone: '+39 0789 123 456', address: 'Telti', whatsapp: null,
      free_shipping_threshold: 50, shipping_fee: 7.9, cancellation_policy: null,
    }),
    cancellationShare: () => Promise.reject(new Error('no cancellation policy set')),
    orderTotals: () => Promise.resolve(null),
    findBooking: () => Promise.resolve(null),
    saveLead: () => Promise.resolve(),
    knowledge: () => Promise.resolve(KNOWLEDGE),
    searchKnowledge: (query, lang) => {
      searched.push(`${lang}: ${query}`);
      return Promise.resolve(query.includes('bicycles') ? [] : HITS[lang]);
    },
    recordUnanswered: () => Promise.resolve(),
  };
  return { tools, asked, searched };
}

// ---- the model: a local OpenAI-compatible server answering each request with the next scripted step
interface Seen {
  auth: string | null;
  body: { model: string; messages: Array<{ role: string; content: string | null; tool_call_id?: string }>; tools: Array<{ function: { name: string } }> };
}
/** One answer of the model server; `closing` settles when the test is done with the server. */
type Step = (req: Request, closing: Promise<void>) => Response | Promise<Response>;

const say = (content: string): Step => () => Response.json({ choices: [{ message: { role: 'assistant', content } }] });
const call = (name: string, args: unknown, raw?: string): Step => () => Response.json({
  choices: [{ message: { role: 'assistant', content: null, tool_calls: [{ id: `call-${name}`, type: 'function', function: { name, arguments: raw ?? JSON.stringify(args) } }] } }],
});
// Answers only when the test closes the server, long after the client's timeout: no fixed sleep.
const never: Step = (_req, closing) => closing.then(() => new Response('late'));

async function withModel(steps: Step[], run: (config: LlmConfig, seen: Seen[]) => Promise<void>): Promise<void> {
  const seen: Seen[] = [];
  const closing = Promise.withResolvers<void>();
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, async (req) => {
    const body = await req.json();
    seen.push({ auth: req.headers.get('authorization'), body });
    const step = steps[Math.min(seen.length - 1, steps.length - 1)];
    return await step(req, closing.promise);
  });
  try {
    await run({ baseUrl: `http://127.0.0.1:${server.addr.port}/v1`, apiKey: KEY, model: 'test-model', timeoutMs: 300 }, seen);
  } finally {
    closing.resolve();
    await server.shutdown();
  }
}

const input = (language: Lang, ...said: string[]): EngineInput => ({
  messages: said.map((content, i): ChatMessage => ({ role: i % 2 ? 'assistant' : 'user', content })),
  sessionId: 'llm-test', language, today: TODAY,
});
const lastTool = (s: Seen) => s.body.messages.filter((m) => m.role === 'tool').at(-1)?.content ?? '';

Deno.test('the model\'s tool calls run on the database\'s answers, which go back to the model and decide the cards', async () => {
  const { tools, asked } = databaseTools(['r-orchidea']);
  await withModel([call('search_products', { query: '12 mesi' }), say('Il pecorino 12 mesi costa 24,90 €.')], async (config, seen) => {
    const reply = await modelOrEngine(input('it', 'quanto costa il pecorino 12 mesi?'), tools, config);
    assertEquals([reply.message, reply.type, reply.data], ['Il pecorino 12 mesi costa 24,90 €.', 'products', [PRODUCTS[0]]]);
    assertEquals(JSON.parse(lastTool(seen[1])), [{ name: 'Pecorino stagionato 12 mesi', price_eur: 24.9, in_stock: true, category: 'formaggi' }]);
    assertEquals([seen[0].auth, seen[0].body.model], [`Bearer ${KEY}`, 'test-model']);
  });
  await withModel([call('list_rooms', { check_in: '2027-08-12', check_out: '2027-08-14' }), say('È libera la Lavanda Deluxe.')], async (config, seen) => {
    const reply = await modelOrEngine(input('it', 'camere libere dal 12 al 14 agosto 2027?'), tools, config);
    assertEquals([reply.type, reply.data], ['rooms', [ROOMS[0]]]);
    assertEquals(asked, ['r-lavanda + r-orchidea 2027-08-12 2027-08-14']);
    assertEquals(JSON.parse(lastTool(seen[1])).map((r: { name: string }) => r.name), ['Lavanda Deluxe']);
  });
});

Deno.test('the model knows the farm only through search_knowledge, the retrieval the engine uses, and the reply names the entry', async () => {
  const { tools, searched } = databaseTools();
  await withModel([call('search_knowledge', { query: 'can I park my car there?' }), say('Yes, parking is free, right in front of the house.')], async (config, seen) => {
    const reply = await modelOrEngine(input('en', 'can I park my car there?'), tools, config);
    const system = seen[0].body.messages[0].content ?? '';
    // No entry's text is in the instructions: what the model knows of the farm comes from the search only.
    ok(!system.includes('parking is free') && !system.includes('Is there parking?'), system);
    assertEquals(searched, ['en: can I park my car there?']);
    // The search's own hit (what public.search_knowledge returned), decided as the engine decides (pickKnowledge).
    assertEquals(JSON.parse(lastTool(seen[1])), { entries: [{ id: 'k-parking', question: 'Is there parking?', answer: HITS.en[0].answer }] });
    ok(reply.message.startsWith('Yes, parking is free, right in front of the house.'), reply.message);
    ok(reply.message.includes('“Is there parking?”'), reply.message);
  });
  await withModel([call('search_knowledge', { query: 'posso portare il cane?' }), say('Sì, gli animali sono benvenuti su richiesta.')], async (config) => {
    const reply = await modelOrEngine(input('it', 'posso portare il cane?'), tools, config);
    ok(reply.message.includes('«Accettate animali?»') && !reply.message.includes('Do you accept pets?'), reply.message);
  });
  // Nothing scores well enough: the model is told no entry answers, and no source is named.
  await withModel([call('search_knowledge', { query: 'do you rent bicycles?' }), say('I do not know, please contact us.')], async (config, seen) => {
    const reply = await modelOrEngine(input('en', 'do you rent bicycles?'), tools, config);
    assertEquals(JSON.parse(lastTool(seen[1])).entries, []);
    assertEquals(reply.message, 'I do not know, please contact us.');
  });
  // A tool by another name (a direct read of the entries) is not there: the model path cannot bypass the search.
  await withModel([call('read_knowledge', { id: 'k-parking' }), say('Parking is free.')], async (config, seen) => {
    await modelOrEngine(input('en', 'is there parking?'), tools, config);
    ok(!seen[0].body.tools.some((t) => t.function.name === 'read_knowledge'));
    assertEquals(JSON.parse(lastTool(seen[1])), { error: 'unknown tool read_knowledge' });
  });
});

Deno.test('a model error, a timeout or a malformed reply gives the built-in engine\'s reply to the same conversation', async () => {
  const { tools } = databaseTools();
  const failures: Record<string, Step[]> = {
    'a 5xx': [() => new Response('upstream down', { status: 503 })],
    'a timeout': [never],
    'a reply that is not JSON': [() => new Response('<html>oops</html>', { headers: { 'content-type': 'application/json' } })],
    'a reply without choices': [() => Response.json({ object: 'error' })],
    'tool arguments that are not JSON': [call('search_products', null, '{"query": "12 mes')],
    'an empty text': [say('  ')],
    'a failure after a tool round': [call('search_products', { query: 'pecorino' }), () => new Response('', { status: 500 })],
  };
  for (const [what, steps] of Object.entries(failures)) {
    const chat = input('it', 'quanto costa il pecorino 12 mesi?');
    await withModel(steps, async (config) => {
      assertEquals(await modelOrEngine(chat, tools, config), await builtInReply(chat, tools), what);
    });
  }
});

Deno.test('the conversation is kept as without the model: the model reads the whole history the engine reads, and a later failure answers from it', async () => {
  const { tools } = databaseTools();
  // 16 messages: the dates were given in the first one, as far back as the engine still reads.
  const said = ['camere libere dal 12 al 14 agosto 2027?', 'Sì, la Lavanda Deluxe è libera.',
    ...Array.from({ length: 6 }, (_, i) => [`domanda ${i}`, `risposta ${i}`]).flat(), 'siamo in 2', 'Perfetto.', 'e per tre notti?'];
  await withModel([say('Per tre notti, dal 12 al 15 agosto, è libera la Lavanda Deluxe.')], async (config, seen) => {
    await modelOrEngine(input('it', ...said), tools, config);
    assertEquals(seen[0].body.messages.slice(1), input('it', ...said).messages);
  });
  await withModel([() => new Response('', { status: 502 })], async (config) => {
    const chat = input('it', ...said);
    const reply = await modelOrEngine(chat, tools, config);
    assertEquals(reply, await builtInReply(chat, tools));
    ok(reply.message.includes('15/08/2027'), reply.message);
  });
});

Deno.test('the API key reaches no log and no reply, whatever the model server sends back', async () => {
  const { tools } = databaseTools();
  const lines: string[] = [];
  const saved = { log: console.log, error: console.error, warn: console.warn, info: console.info, debug: console.debug };
  for (const k of Object.keys(saved) as Array<keyof typeof saved>) console[k] = (...a: unknown[]) => void lines.push(a.map(String).join(' '));
  try {
    // Servers that echo the request's Authorization header back: in an error, in a malformed body, in the text.
    const echo = (status: number, wrap: (auth: string) => string): Step => (req) => new Response(wrap(req.headers.get('authorization') ?? ''), { status });
    const cases: Step[][] = [
      [echo(401, (a) => `invalid key ${a}`)],
      [echo(200, (a) => a.replace('Bearer ', ''))],
      [echo(200, (a) => `{"choices": [{"message": {"content": "${a}`)],
      [echo(200, (a) => JSON.stringify({ choices: [{ message: { role: 'assistant', content: `Your key is ${a}` } }] }))],
      [call('search_products', null, `{"query": "${KEY}`)],
      [never],
    ];
    for (const steps of cases) {
      await withModel(steps, async (config) => {
        const reply = await modelOrEngine(input('en', 'how much is the 12 month pecorino?'), tools, config);
        ok(!JSON.stringify(reply).includes(KEY), reply.message);
      });
    }
  } finally {
    Object.assign(console, saved);
  }
  ok(lines.length > 0, 'the failures were logged');
  const leaked = lines.filter((l) => l.includes(KEY) || l.includes(KEY.slice(3, 15)));
  assertEquals(leaked, []);
});
