import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeEntities, duplicates, googleProblems, jsonLdProblems, nuFindings, pageFacts, vocabularyOf } from './seo-checks';

const vocabulary = vocabularyOf(readFileSync(path.join(process.cwd(), 'node_modules', 'schema-dts', 'dist', 'schema.d.ts'), 'utf8'));
const context = 'https://schema.org';

const product = {
  '@context': context,
  '@type': 'Product',
  name: 'Ceramic Speaker',
  image: ['https://shop.example/media/p/speaker-1.webp'],
  description: 'A speaker.',
  sku: '1',
  brand: { '@type': 'Brand', name: 'Maple & Co' },
  offers: {
    '@type': 'Offer',
    price: '175.50',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    shippingDetails: {
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 0, currency: 'USD' },
      shippingDestination: [{ '@type': 'DefinedRegion', addressCountry: 'US' }],
      deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' }, transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 5, unitCode: 'DAY' } },
    },
    hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', applicableCountry: ['US'], returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: 7, returnMethod: 'https://schema.org/ReturnByMail' },
  },
  aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 7 },
};

describe('the schema.org vocabulary read from schema-dts', () => {
  it('knows the types the shop describes, with inherited and own properties', () => {
    expect(vocabulary.properties.get('Product')?.has('offers')).toBe(true);
    expect(vocabulary.properties.get('Product')?.has('name')).toBe(true);
    expect(vocabulary.properties.get('BlogPosting')?.has('headline')).toBe(true);
    expect(vocabulary.properties.get('LocalBusiness')?.has('founder')).toBe(true);
    expect(vocabulary.properties.get('LocalBusiness')?.has('geo')).toBe(true);
    expect(vocabulary.properties.get('Product')?.has('headline')).toBe(false);
    expect(vocabulary.actions.has('SearchAction')).toBe(true);
    expect(vocabulary.terms.has('InStock')).toBe(true);
  });
});

describe('JSON-LD against schema.org', () => {
  it('accepts a complete product, a search box and a graph', () => {
    expect(jsonLdProblems(product, vocabulary).problems).toEqual([]);
    const site = { '@context': context, '@type': 'WebSite', url: 'https://shop.example/', potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/products?search={q}' }, 'query-input': 'required name=q' } };
    expect(jsonLdProblems(site, vocabulary).problems).toEqual([]);
    expect(jsonLdProblems({ '@context': context, '@graph': [{ '@type': 'Organization', name: 'Shop' }] }, vocabulary)).toEqual({ problems: [], types: ['Organization'] });
  });

  it('names unknown types, unknown properties, untyped nodes, made-up terms and a wrong context', () => {
    const { problems, types } = jsonLdProblems({ '@context': 'https://example.com', '@type': 'Product', nme: 'x', offers: { '@type': 'Ofer', availability: 'https://schema.org/InStok' }, brand: { name: 'b' }, mainEntityOfPage: { '@id': 'https://shop.example/x' } }, vocabulary);
    expect(types).toEqual(['Product', 'Ofer']);
    expect(problems).toEqual([
      '$: @context is not https://schema.org ("https://example.com")',
      '$: Product has no property "nme"',
      '$.offers: @type Ofer is not a schema.org type',
      '$.offers.availability: "https://schema.org/InStok" is not a schema.org term',
      '$.brand: a node without @type (name)',
    ]);
  });

  it('takes -input and -output only on actions', () => {
    expect(jsonLdProblems({ '@context': context, '@type': 'Product', 'name-input': 'required' }, vocabulary).problems).toEqual(['$: Product has no property "name-input"']);
  });
});

describe("Google's required properties", () => {
  it('holds a product to its merchant listing', () => {
    expect(googleProblems(product)).toEqual([]);
    const { offers, ...withoutOffers } = product;
    expect(offers).toBeDefined();
    expect(googleProblems(withoutOffers)).toEqual(expect.arrayContaining(['Product: required offers is missing']));
    expect(googleProblems({ ...product, offers: { ...product.offers, availability: undefined } })).toEqual(['Product: offers.availability is missing']);
    expect(googleProblems({ ...product, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4 } })).toEqual(['Product.aggregateRating.ratingCount or reviewCount']);
  });

  it('holds a blog post to headline, image, dates and a named author', () => {
    const post = { '@context': context, '@type': 'BlogPosting', headline: 'Toys', image: 'https://shop.example/b.webp', datePublished: '2026-09-30', author: { '@type': 'Person', name: 'Lina' } };
    expect(googleProblems(post)).toEqual([]);
    expect(googleProblems({ ...post, image: undefined, author: { '@type': 'Person' }, datePublished: 'yesterday' })).toEqual(['BlogPosting.image', 'BlogPosting.author needs a name', 'BlogPosting.datePublished is not an ISO 8601 date']);
  });

  it('holds breadcrumbs and lists to positions and addresses', () => {
    const crumbs = { '@context': context, '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' }, { '@type': 'ListItem', position: 2, name: 'Here' }] };
    expect(googleProblems(crumbs)).toEqual([]);
    expect(googleProblems({ ...crumbs, itemListElement: [{ '@type': 'ListItem', name: 'Home' }, { '@type': 'ListItem', position: 2, name: 'Here' }] })).toEqual(['BreadcrumbList.itemListElement[0].position', 'BreadcrumbList.itemListElement[0].item']);
    expect(googleProblems({ '@context': context, '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1 }] })).toEqual(['ItemList.itemListElement[0] has neither url nor item']);
  });
});

describe('page facts', () => {
  it('reads the title, description, language and JSON-LD blocks', () => {
    const html =
      '<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>Home &amp; Kitchen | Shop</title><meta name="description" content="Pots &amp; pans"/>' +
      '<script type="application/ld+json">{"@type":"ItemList"}</script></head><body><title>not this</title></body></html>';
    expect(pageFacts(html)).toEqual({ title: 'Home & Kitchen | Shop', description: 'Pots & pans', lang: 'ar', jsonLd: ['{"@type":"ItemList"}'] });
    expect(pageFacts('<html id="__next_error__"><head></head><body></body></html>')).toEqual({ title: null, description: null, lang: null, jsonLd: [] });
    expect(decodeEntities('&#x27;a&#39; &lt;b&gt; &quot;c&quot; &unknown;')).toBe('\'a\' <b> "c" &unknown;');
  });

  it('finds values shared by more than one page', () => {
    expect(duplicates([{ name: 'home', value: 'Shop' }, { name: 'about', value: 'About' }, { name: 'not found', value: 'Shop' }, { name: 'blank', value: null }])).toEqual(new Map([['Shop', ['home', 'not found']]]));
  });
});

describe("the Nu HTML Checker's messages", () => {
  it('are errors, warnings, or notes on style', () => {
    const findings = nuFindings([
      { type: 'error', message: 'Stray end tag “div”.' },
      { type: 'info', subType: 'warning', message: 'Consider adding a “lang” attribute.' },
      { type: 'info', message: 'Trailing slash on void elements has no effect.' },
      { type: 'non-document-error', subType: 'io', message: 'File not found.' },
    ]);
    expect(findings.errors.map((message) => message.message)).toEqual(['Stray end tag “div”.', 'File not found.']);
    expect(findings.warnings).toHaveLength(1);
    expect(findings.notes).toBe(1);
  });
});
