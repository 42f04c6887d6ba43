import { deepStrictEqual as assertEquals } from 'node:assert';
import { DbError, refusal } from './db.ts';

Deno.test('a room id that names no room is answered as the request\'s bad field, naming it', async () => {
  const res = refusal(new DbError('P0001', 'UNKNOWN_ROOM:rooms[2].room_id', '{"ok": false, "reason": "UNKNOWN_ROOM"}'))!;
  assertEquals(res.status, 400);
  assertEquals((await res.json()).error, { code: 'INVALID_FIELD', message: 'Invalid field: rooms[2].room_id (unknown room)', details: 'rooms[2].room_id' });
});

Deno.test('the other stay refusals pass through with their status', async () => {
  assertEquals(refusal(new DbError('P0001', 'MIN_STAY:3', null))!.status, 400);
  assertEquals(refusal(new DbError('P0001', 'PAYMENT_IN_PROGRESS', null))!.status, 409);
  assertEquals(refusal(new DbError('23P01', 'ROOM_UNAVAILABLE:Lavanda Deluxe', null))!.status, 409);
  assertEquals(refusal(new Error('boom')), null);
});
