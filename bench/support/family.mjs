// A signed-in family whose `/` and `/dashboard` show the dashboard, for the benches that load it:
// the owner's own member record has answered the questionnaire's first step, as anyone past their
// first visit has (below that, `/` sends them to the questionnaire; without a family it is the
// welcome page). Resolves to the session cookie and a `send(method, url, body)` as that user.
export async function familyWithDashboard(base, { email, firstName, familyName, relatives = [] }) {
  const login = await fetch(`${base}/api/auth/dev-login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, firstName }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const send = (method, url, body) =>
    fetch(`${base}${url}`, {
      method,
      headers: { origin: base, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    }).then(async (r) => {
      if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
      return r.json();
    });
  const family = await send('POST', '/api/family-accounts', { name: familyName });
  await send('POST', '/api/user/active-family', { familyId: family.id });
  for (const name of relatives) {
    await send('POST', `/api/families/${family.id}/family-members`, { name, relationship: 'Child' });
  }
  const members = await fetch(`${base}/api/families/${family.id}/family-members`, {
    headers: { cookie },
  }).then((r) => r.json());
  const self = members.find((m) => m.isSelf);
  await send('PUT', `/api/family-members/${self.id}/profile`, {
    lifestyle: { hobbies: ['Cooking', 'Hiking'] },
  });
  return { cookie, send };
}
