// Preloaded into the MailDev child (node --require). With implicit TLS, a client that drops its connection
// before or during the handshake (a port probe, a client speaking plain SMTP) makes smtp-server emit an error
// that MailDev rethrows, which would end the whole inbox. Such an error concerns that one connection only.
process.on('uncaughtException', (err) => {
  const text = `${err && err.code} ${err && err.message}`;
  if (/ECONNRESET|EPIPE|ERR_SSL|SSL routines|TLS|socket disconnected/i.test(text)) return;
  console.error(err);
  process.exit(1);
});
