// Placeholder until the realtime server lands: it will handle upgrades on /realtime/v1/websocket.
import type { Server } from 'node:http';
import type { StackContext } from '../context.ts';

export function attachRealtime(_server: Server, _ctx: StackContext): { stop(): Promise<void> } {
  return { stop: async () => undefined };
}
