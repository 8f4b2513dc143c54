// What an add-to-cart button on a card needs of a product: plain data, so server components can
// pass it to the client button.

export interface CartableProduct {
  id: number;
  name: string;
  thumbnail: string | null;
  colorId: number | null;
  sizeId: number | null;
  unit: string | null;
  soldOut: boolean;
}

/** The fields a card's button needs, from a catalogue product card. */
export function cartableOf(product: {
  id: number;
  name: string;
  thumbnail: string;
  quantity: number;
  colors: { id: number }[];
  sizes: { id: number }[];
  unit: { name: string } | null;
}): CartableProduct {
  return {
    id: product.id,
    name: product.name,
    thumbnail: product.thumbnail || null,
    colorId: product.colors[0]?.id ?? null,
    sizeId: product.sizes[0]?.id ?? null,
    unit: product.unit?.name ?? null,
    soldOut: product.quantity <= 0,
  };
}
