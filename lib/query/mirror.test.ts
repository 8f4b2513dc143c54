import { QueryClient } from '@tanstack/react-query';
import { mirrorAnswers } from './mirror';

describe('the bridge from the query cache to a store', () => {
  it('hands over every successful answer of the queries it follows, and stops when told', () => {
    const client = new QueryClient();
    const written: unknown[] = [];
    const stop = mirrorAnswers(client, { key: ['chat'] }, (data, key) => written.push([key, data]));
    client.setQueryData(['chat', 'unread'], 3);
    client.setQueryData(['cart', 'lines'], []);
    client.setQueryData(['chat', 'messages', 7], { pages: [] });
    stop();
    client.setQueryData(['chat', 'unread'], 4);
    expect(written).toEqual([
      [['chat', 'unread'], 3],
      [['chat', 'messages', 7], { pages: [] }],
    ]);
  });

  it('follows one query only when exact', () => {
    const client = new QueryClient();
    const written: unknown[] = [];
    mirrorAnswers(client, { key: ['cart', 'lines'], exact: true }, (data) => written.push(data));
    client.setQueryData(['cart', 'lines', 'old'], 'no');
    client.setQueryData(['cart', 'lines'], 'yes');
    expect(written).toEqual(['yes']);
  });

  it('ignores an answer that lands after its query was removed (a sign-out)', () => {
    const client = new QueryClient();
    const written: unknown[] = [];
    mirrorAnswers(client, { key: ['account'] }, (data) => written.push(data));
    client.setQueryData(['account', 'wishlist'], [1]);
    const query = client.getQueryCache().find({ queryKey: ['account', 'wishlist'] })!;
    client.removeQueries({ queryKey: ['account'] });
    // The answer of a read that was under way when the shopper signed out.
    query.setData([1, 2]);
    written.shift();
    expect(written).toEqual([]);
  });

  it('keeps a query fetched while it follows it, as a mounted component would', async () => {
    const client = new QueryClient();
    const written: unknown[] = [];
    let reads = 0;
    const stop = mirrorAnswers(client, { key: ['account', 'wishlist'], exact: true, keepFresh: { queryKey: ['account', 'wishlist'], queryFn: async () => [++reads] } }, (data) => written.push(data));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await client.invalidateQueries({ queryKey: ['account'] });
    stop();
    expect(written).toEqual([[1], [2]]);
  });
});
