// What the benchmark scripts share: waiting for a server, an autocannon run as a promise, and the
// page they all measure (the newest article, read through the API as a client would).
import autocannon from 'autocannon';

export async function waitFor(url, { tries = 600 } = {}) {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

export const load = (options) =>
  new Promise((resolve, reject) => autocannon(options, (err, result) => (err ? reject(err) : resolve(result))));

/** The newest article of the server's default site: `{ id, canonicalPath, … }`. */
export async function newestArticle(base) {
  const query = await (await fetch(`${base}/graphql/query/getContentStream.gql`)).text();
  const answer = await (
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { type: 'Article', limit: 1 } }),
    })
  ).json();
  return answer.data.getContentStream.edges[0].node;
}
