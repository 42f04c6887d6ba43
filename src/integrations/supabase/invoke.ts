// supabase-js types an edge function's failure as `any`; callers get `unknown` and hand it to functionError().
import type { AppSupabaseClient } from './client.ts';

type InvokeOptions = Parameters<AppSupabaseClient['functions']['invoke']>[1];
export type Invoked<T> = { data: T; error: null } | { data: null; error: unknown };

export function invokeFunction<T = unknown>(supabase: AppSupabaseClient, name: string, options?: InvokeOptions): Promise<Invoked<T>> {
  return supabase.functions.invoke<T>(name, options);
}
