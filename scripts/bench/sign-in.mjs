/**
 * Signs a new user up against a running Keepsake (development mode: codes are read from the
 * dev mailbox) and returns their Bearer token, as a person would through the code flow.
 */
export async function signUpForBench(url, email = `bench-${Date.now()}@example.com`) {
  const post = (path, body, headers = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/send-verification', { email });
  if (!sent.ok) throw new Error(`send-verification: ${sent.status} ${await sent.text()}`);
  const mailbox = await (await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const message = (mailbox.messages ?? mailbox)[0];
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the dev mailbox');
  const verified = await post('/api/auth/verify-code', { email, code });
  const cookie = verified.headers.getSetCookie().find((line) => line.startsWith('keepsake_proof='));
  if (!cookie) throw new Error(`verify-code gave no proof: ${verified.status}`);
  const completed = await post(
    '/api/auth/complete-signup',
    { email, firstName: 'Bench', lastName: 'Runner' },
    { cookie: cookie.split(';')[0] },
  );
  if (!completed.ok) throw new Error(`complete-signup: ${completed.status} ${await completed.text()}`);
  return (await completed.json()).token;
}
