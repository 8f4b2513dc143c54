// Shoppers for the crash and soak scripts: each registers through the API with an address of its
// own in X-Forwarded-For (the shop runs with TRUST_PROXY=1, as behind a proxy), so the
// per-address limits count each shopper on its own, and calls the API as a browser's script does.

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/**
 * One request to the API: the status, the JSON body (null when the answer is not JSON) and the
 * answer's headers. A connection the server dropped answers status 0 with the error's message.
 * `headers` adds request headers (an Idempotency-Key).
 */
export async function callApi(baseURL, method, pathname, { token, address, body, signal, headers: extra } = {}) {
  const headers = { ...xhr, ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (address) headers['X-Forwarded-For'] = address;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`${baseURL}/api${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: json, headers: response.headers };
  } catch (error) {
    return { status: 0, body: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The answer's data, or an error naming the request and what it answered. */
function dataOf(answer, what) {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body ?? answer.error)}`);
  return answer.body.data;
}

/**
 * A new shopper with an address book entry: { id, token, address, addressId, name }. `n` and
 * `tag` make the email and the client address unique (n up to 62 000).
 */
export async function newShopper(baseURL, tag, n) {
  const address = `10.${100 + (tag % 100)}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const stamp = `${Date.now()}${n}`;
  const name = `Shopper ${tag}-${n}`;
  const registered = dataOf(
    await callApi(baseURL, 'POST', '/registration', {
      address,
      body: { name, email: `shopper-${tag}-${stamp}@example.com`, phone: stamp.slice(-10), password: 'long-enough-1', country: 'United States', phone_code: '+1' },
    }),
    'registration',
  );
  const token = registered.access.token;
  const stored = dataOf(
    await callApi(baseURL, 'POST', '/address/store', { token, address, body: { name, phone: '5550123456', address_type: 'home', address_line: `${n} Crash Lane`, is_default: true } }),
    'address/store',
  );
  return { id: registered.user.id, token, address, addressId: stored.address.id, name };
}

/** Products with plenty of stock, outside the demo's flash sales: { id, shopId, color, size }. */
export async function productsInStock(baseURL, count, least = 100) {
  // Pages 2 and 3: the demo's flash sales (with stock of their own) are among its first products.
  const listed = [];
  for (const page of [2, 3]) listed.push(...dataOf(await callApi(baseURL, 'GET', `/products?per_page=100&page=${page}`), 'products').products);
  const chosen = listed.filter((product) => product.quantity >= least).slice(0, count);
  if (chosen.length < count) throw new Error(`Only ${chosen.length} products with ${least} or more in stock.`);
  return chosen.map((product) => ({ id: product.id, shopId: product.shop.id, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null }));
}

/** Puts one unit of `product` in the shopper's cart. */
export async function addToCart(baseURL, shopper, product) {
  const answer = await callApi(baseURL, 'POST', '/cart/store', {
    token: shopper.token,
    address: shopper.address,
    body: { product_id: product.id, quantity: 1, color: product.color, size: product.size },
  });
  return dataOf(answer, 'cart/store');
}

/** Orders the shopper's cart of `shopId`, cash on delivery (with `idempotencyKey`, sent as Idempotency-Key): the raw answer. */
export function checkout(baseURL, shopper, shopId, { idempotencyKey } = {}) {
  return callApi(baseURL, 'POST', '/place-order', {
    token: shopper.token,
    address: shopper.address,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    body: { shop_ids: [shopId], address_id: shopper.addressId, payment_method: 'cash' },
  });
}

/** Runs `task` over `items`, `width` at a time. */
export async function inParallel(items, width, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}
