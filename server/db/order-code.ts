// How an order's code is made from its id: stored with the order by whoever writes it (checkout,
// the demo seed), so it lives with the database rather than with a service.

/** "#RC000123": what shoppers quote to the shop. */
export const orderCodeFor = (id: number): string => `#RC${String(id).padStart(6, '0')}`;
