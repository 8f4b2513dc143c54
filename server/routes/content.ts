// Blog, legal pages, contact details and the contact form.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { idParam, INT_MAX, pagingOf, pagingShape } from '@/server/http/params';
import { readBodyAs, readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { blogDetailsSchema, blogListSchema, contactSchema, legalPageSchema, supportAnswerSchema } from '@/lib/api/schemas/content';
import { optionalText, requiredText } from '@/server/http/text-fields';
import { blogDetails, listBlogs } from '@/server/services/blogs';
import { contactDetails, legalPage, storeContactMessage } from '@/server/services/content';
import { clientIp, createLimiter } from '@/server/http/rate-limit';

export const contentRoutes = new Hono<AppEnv>();

/** Slugs are short and printable; anything else cannot exist, so it is not looked up. */
const lookupable = (slug: string) => slug.length <= 200 && !/[\u0000-\u001f]/.test(slug);

contentRoutes.get('/blogs', async (c) => {
  const query = readQuery(c, z.object({ ...pagingShape, category_id: idParam().optional() }));
  return answer(c, 'all blog posts', blogListSchema, await listBlogs(c.get('db'), c.get('locale'), { categoryId: query.category_id, ...pagingOf(query) }));
});

contentRoutes.get('/blog/:key/details', async (c) => {
  const key = c.req.param('key');
  if (!lookupable(key)) throw notFound('Blog not found');
  const numeric = /^\d{1,10}$/.test(key) && Number(key) <= INT_MAX;
  const details = await blogDetails(c.get('db'), c.get('locale'), numeric ? { id: Number(key) } : { slug: key });
  if (!details) throw notFound('Blog not found');
  return answer(c, 'blog details', blogDetailsSchema, details);
});

contentRoutes.get('/legal-pages/:slug', async (c) => {
  const slug = c.req.param('slug');
  const content = !lookupable(slug) ? null : await legalPage(c.get('db'), c.get('locale'), slug);
  if (!content) throw notFound('Page not found');
  return answer(c, 'Legal Page', legalPageSchema, { content });
});

contentRoutes.get('/contact-us', async (c) => {
  return answer(c, 'Contact Us', contactSchema, await contactDetails(c.get('db')));
});

/**
 * The contact form as the original's request reads it: subject and message are required, name
 * and phone may be left out, and there is no email field (an email, when a client sends one, is
 * kept and must be valid). The message is capped at 5000 characters, which the original is not.
 */
const supportBody = z.object({
  name: optionalText(255),
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string()
      .trim()
      .max(255)
      .pipe(z.email({ error: 'The :attribute field must be a valid email address.' }))
      .nullish()
      .transform((value) => value ?? null),
  ),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9+()\-.\s]*$/, { error: 'The :attribute field must be a valid phone number.' })
    .nullish(),
  subject: requiredText(255),
  message: requiredText(5000),
});

// Valid messages per sender: enough for a shopper, too few to flood the support inbox.
const supportPerIp = createLimiter('content.supportPerIp', 5, 10 * 60);
const supportPerEmail = createLimiter('content.supportPerEmail', 3, 10 * 60);

contentRoutes.post('/support', async (c) => {
  const body = await readBodyAs(c, supportBody);
  await supportPerIp(c, [clientIp(c)], 'messages');
  if (body.email) await supportPerEmail(c, [body.email.toLowerCase()], 'messages');
  const content = await storeContactMessage(c.get('db'), { ...body, phone: body.phone || null });
  return answer(c, 'Your message has been sent successfully', supportAnswerSchema, { content });
});
