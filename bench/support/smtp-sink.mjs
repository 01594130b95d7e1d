/**
 * A minimal SMTP receiver for the benches: the stand-in for a mail relay, which in production
 * is another host. It answers the dialogue nodemailer speaks (EHLO, MAIL, RCPT, DATA, RSET, NOOP,
 * QUIT, each command a line, no pipelining, no TLS, no AUTH), counts the messages and the
 * connections, and keeps nothing. It is this small so that what it takes of the machine's cores is
 * as little as a relay's socket would be; `smtp-server` (the tests' receiver) parses far more.
 *
 * Run as a child (`startSmtpSink` in processes.ts): prints `smtp sink on <port>`; answers a
 * `count` IPC message with `{ messages, connections }`.
 */
import net from 'node:net';

let messages = 0;
let connections = 0;
const server = net.createServer((socket) => {
  connections++;
  socket.setNoDelay(true);
  let inData = false;
  let dataStart = false;
  let pending = '';
  socket.write('220 sink ESMTP\r\n');
  socket.on('data', (chunk) => {
    pending += chunk.toString('latin1');
    for (;;) {
      if (inData) {
        // The terminator is CRLF . CRLF, or . CRLF as the data's first line (an empty body);
        // a data line that is only a dot arrives doubled (dot-stuffing), so it never ends it.
        const at = dataStart && pending.startsWith('.\r\n') ? -3 : pending.indexOf('\r\n.\r\n');
        if (at === -1) {
          dataStart = dataStart && pending.length < 3;
          // Keep the tail that may hold the start of the terminator.
          if (pending.length > 4) pending = pending.slice(-4);
          return;
        }
        pending = pending.slice(at + 5);
        inData = false;
        messages++;
        socket.write('250 2.0.0 queued\r\n');
        continue;
      }
      const nl = pending.indexOf('\r\n');
      if (nl < 0) return;
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') socket.write('250-sink\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
      else if (verb === 'DATA') {
        inData = true;
        dataStart = true;
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') {
        socket.end('221 bye\r\n');
        return;
      } else socket.write('250 ok\r\n');
    }
  });
  socket.on('error', () => undefined);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`smtp sink on ${server.address().port}`);
});
process.on('message', (m) => {
  if (m === 'count') process.send({ messages, connections });
});
process.on('disconnect', () => process.exit(0));
