// GoTrue-compatible auth at /auth/v1 for e-mail and password (protocol §2). Errors in GoTrue's shape.
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { createUser, deleteUser, getUserById, listUsers, requireAdmin, updateUserById } from './admin.ts';
import { API_VERSION, AuthError, errorBody, wantsNewFormat } from './errors.ts';
import { recover, verifyCode, verifyLink } from './email-flows.ts';
import { getUser, logout, signup, token, updateUser } from './handlers.ts';
import { emailSentLimiter, signInLimiters, signUpLimiter, verifyLimiter } from './rate-limit.ts';

export function createAuthApp(ctx: StackContext): Hono {
  const app = new Hono();
  const limiters = signInLimiters();
  const signUps = signUpLimiter(ctx.config.signUpLimit);
  const recoveries = emailSentLimiter(ctx.config.emailSentLimit);
  const verifications = verifyLimiter(ctx.config.verifyLimit);
  const settings = {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.authConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };

  app.use('*', async (c, next) => {
    await next();
    if (wantsNewFormat(c.req.raw.headers)) c.header('X-Supabase-Api-Version', API_VERSION);
  });

  app.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue-compatible local auth' }));
  app.get('/settings', (c) => c.json(settings));
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  app.post('/signup', (c) => signup(ctx, c, signUps));
  app.post('/token', (c) => token(ctx, c, limiters));
  app.post('/recover', (c) => recover(ctx, c, recoveries));
  app.get('/verify', (c) => verifyLink(ctx, c, verifications));
  app.post('/verify', (c) => verifyCode(ctx, c, verifications));
  app.get('/user', (c) => getUser(ctx, c));
  app.put('/user', (c) => updateUser(ctx, c));
  app.post('/logout', (c) => logout(ctx, c));

  const admin = new Hono();
  // Typed as a plain Context: Hono types a middleware's input as `any`.
  admin.use('*', async (c: Context, next) => {
    await requireAdmin(ctx, c);
    await next();
  });
  admin.post('/users', (c) => createUser(ctx, c));
  admin.get('/users', (c) => listUsers(ctx, c));
  admin.get('/users/:id', (c) => getUserById(ctx, c));
  admin.put('/users/:id', (c) => updateUserById(ctx, c));
  admin.delete('/users/:id', (c) => deleteUser(ctx, c));
  app.route('/admin', admin);

  app.all('*', (c) => fail(c, new AuthError(404, 'not_found', 'Not Found')));
  app.onError((err, c) => {
    if (err instanceof AuthError) return fail(c, err);
    ctx.log('auth: unexpected error', { path: c.req.path, error: err instanceof Error ? err.stack : String(err) });
    return fail(c, new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'));
  });
  return app;
}

function fail(c: Context, e: AuthError) {
  const newFormat = wantsNewFormat(c.req.raw.headers);
  c.header('x-sb-error-code', e.code);
  if (newFormat) c.header('X-Supabase-Api-Version', API_VERSION);
  return c.json(errorBody(e, newFormat), e.status as 400);
}
