// npm run admin:create: the first administrator of a project, with the e-mail and password the owner chooses.
// Through the auth admin API (as the dashboard's "Add user" does), then the admin role. Needs the project's
// URL and service-role key in SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY; ADMIN_EMAIL and ADMIN_PASSWORD,
// or asked for at the terminal. Run again with the same e-mail, it sets the new password and keeps the role.
import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { adminEmailProblem, adminPasswordProblem } from './deploy/admin-password.ts';

async function ask(question: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const answer = rl.question(question);
  muted = hidden;
  try {
    return (await answer).trim();
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const url = process.env.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !serviceKey) fail('set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (dashboard → Project Settings → API Keys)');

const email = (process.env.ADMIN_EMAIL || (await ask('Administrator e-mail: ', false))).toLowerCase();
const emailProblem = adminEmailProblem(email);
if (emailProblem) fail(emailProblem);
let password = process.env.ADMIN_PASSWORD ?? '';
if (!password) {
  password = await ask('Password (not shown): ', true);
  if ((await ask('Password again: ', true)) !== password) fail('ADMIN_PASSWORD: the two passwords differ');
}
const passwordProblem = adminPasswordProblem(password, email);
if (passwordProblem) fail(passwordProblem);

// Node 20 has no global WebSocket, which supabase-js's realtime client asks for even when unused.
const supabase = createClient(url, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as never },
});

async function findUserId(address: string): Promise<string | undefined> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: 1000 });
    if (error) fail(`listing users: ${error.message}`);
    const found = data.users.find((u) => u.email?.toLowerCase() === address);
    if (found || data.users.length < 1000) return found?.id;
  }
}

const created = await supabase.auth.admin.createUser({ email, password, email_confirm: true });
let userId = created.data.user?.id;
if (created.error) {
  if (created.error.code !== 'email_exists') fail(`creating the user: ${created.error.message}`);
  userId = await findUserId(email);
  if (!userId) fail(`creating the user: ${created.error.message}`);
  const updated = await supabase.auth.admin.updateUserById(userId, { password, email_confirm: true });
  if (updated.error) fail(`setting the password: ${updated.error.message}`);
}
if (!userId) fail('the auth API returned no user');

const role = await supabase.from('user_roles').upsert({ user_id: userId, role: 'admin' }, { onConflict: 'user_id,role', ignoreDuplicates: true });
if (role.error) fail(`giving the admin role: ${role.error.message}`);
const check = await supabase.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin');
if (check.error || check.data.length !== 1) fail('the admin role is not there after writing it');
console.log(`${email} is an administrator (${created.error ? 'existing account, new password' : 'new account'}). Sign in on the site and open /admin.`);
