// The chat assistant's edge function (see handler.ts).
import { handler } from './handler.ts';

Deno.serve(handler);
