import compile from 'icu-minify/compile';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { flattenTree, type RawTree } from '@/lib/i18n/catalogue';
import { BACKEND_NAMESPACES } from '@/lib/i18n/client-messages';
import { bundledWords, type WordKey, type Words } from '@/server/words';
import { localErrors, localMessage, MESSAGE_TEMPLATES } from './local-messages';

let arabic: Words;
let english: Words;
let french: Words;
beforeAll(async () => {
  [arabic, english, french] = await Promise.all([bundledWords('ar'), bundledWords('en'), bundledWords('fr')]);
});

describe('localMessage', () => {
  it('leaves a message as written in English and in a language with no texts', () => {
    for (const words of [english, french]) {
      expect(localMessage('The name field is required.', words)).toBe('The name field is required.');
      expect(localMessage('The email must be a valid email address.', words)).toBe('The email must be a valid email address.');
      expect(localMessage('The quantity field must be an integer.', words)).toBe('The quantity field must be an integer.');
      expect(localMessage('Login successfully', words)).toBe('Login successfully');
      expect(localMessage('Too many attempts. Please try again in 1 minute.', words)).toBe('Too many attempts. Please try again in 1 minute.');
    }
  });

  it('writes whole messages in Arabic', () => {
    expect(localMessage('Unauthenticated.', arabic)).toBe('يجب تسجيل الدخول أولاً.');
    expect(localMessage('Login successfully', arabic)).toBe('تم تسجيل الدخول بنجاح');
    expect(localMessage('OTP sent to your phone', arabic)).toBe('تم إرسال رمز التحقق إلى هاتفك');
    expect(localMessage('The payment could not be started. Your order is kept: please try again, or pay it later from your order history.', arabic)).toBe(
      'تعذّر بدء الدفع. طلبك محفوظ: يرجى المحاولة مرة أخرى، أو الدفع لاحقاً من سجل الطلبات.',
    );
  });

  it('writes field messages with the field’s Arabic name', () => {
    expect(localMessage('The address line field is required.', arabic)).toBe('حقل العنوان مطلوب.');
    expect(localMessage('The subject field must not be greater than 255 characters.', arabic)).toBe('يجب ألا يزيد الموضوع عن 255 حرفاً.');
    expect(localMessage('The phone field must be between 9 and 16 digits.', arabic)).toBe('يجب أن يتكون الهاتف من 9 إلى 16 أرقام.');
    expect(localMessage('The selected payment method is invalid.', arabic)).toBe('القيمة المحددة في طريقة الدفع غير صالحة.');
    expect(localMessage('The password must be at least 8 characters.', arabic)).toBe('يجب ألا يقل كلمة المرور عن 8 أحرف.');
    expect(localMessage('The Email field must be a valid email address.', arabic)).toBe('يجب أن يكون البريد الإلكتروني بريداً إلكترونياً صالحاً.');
    // A field the catalogue does not name keeps its name.
    expect(localMessage('The languages.2.title field is required.', arabic)).toBe('حقل languages.2.title مطلوب.');
  });

  it('counts the further errors and the minutes to wait in Arabic', () => {
    const minutes = (count: number) => localMessage(`Too many messages. Please try again in ${count} minute${count === 1 ? '' : 's'}.`, arabic);
    expect(minutes(1)).toBe('الرسائل: تجاوزت الحد المسموح. يرجى المحاولة بعد دقيقة.');
    expect(minutes(2)).toBe('الرسائل: تجاوزت الحد المسموح. يرجى المحاولة بعد دقيقتين.');
    expect(minutes(5)).toBe('الرسائل: تجاوزت الحد المسموح. يرجى المحاولة بعد 5 دقائق.');
    expect(minutes(7)).toBe('الرسائل: تجاوزت الحد المسموح. يرجى المحاولة بعد 7 دقائق.');
    expect(minutes(11)).toBe('الرسائل: تجاوزت الحد المسموح. يرجى المحاولة بعد 11 دقيقة.');
    expect(localMessage('Too many attempts. Please try again in 2 minutes.', arabic)).toBe('المحاولات: تجاوزت الحد المسموح. يرجى المحاولة بعد دقيقتين.');
    const more = (count: number) => localMessage(`The name field is required. (and ${count} more error${count === 1 ? '' : 's'})`, arabic);
    expect(more(1)).toBe('حقل الاسم مطلوب. (وخطأ آخر)');
    expect(more(2)).toBe('حقل الاسم مطلوب. (وخطآن آخران)');
    expect(more(4)).toBe('حقل الاسم مطلوب. (و4 أخطاء أخرى)');
    expect(more(11)).toBe('حقل الاسم مطلوب. (و11 خطأً آخر)');
  });

  it('keeps product names as they are inside stock messages', () => {
    expect(localMessage('Sorry! product cart quantity is limited. No more stock: only 2 of Desk Lamp left.', arabic)).toBe(
      'عذراً! كمية المنتج في السلة محدودة. لا يوجد مخزون إضافي: بقي 2 فقط من Desk Lamp.',
    );
    expect(localMessage('Desk Lamp is no longer available. Please remove it from your cart.', arabic)).toBe('Desk Lamp لم يعد متوفراً. يرجى إزالته من السلة.');
  });

  it('leaves a message it has no Arabic for in English rather than lose it', () => {
    expect(localMessage('Sign-in with Apple is not set up.', arabic)).toBe('Sign-in with Apple is not set up.');
    expect(localMessage('Something else happened. (and 2 more errors)', arabic)).toBe('Something else happened. (وخطآن آخران)');
  });
});

describe('localErrors', () => {
  it('writes each field error in Arabic and keeps the field names', () => {
    expect(localErrors({ email: ['The email has already been taken.'], otp: ['The otp field must be 4 digits.'] }, arabic)).toEqual({
      email: ['البريد الإلكتروني مستخدم من قبل.'],
      otp: ['يجب أن يتكون رمز التحقق من 4 أرقام.'],
    });
    expect(localErrors({ 'languages.0.name': ['The languages.0.name field must be a string.'] }, english)).toEqual({
      'languages.0.name': ['The languages.0.name field must be a string.'],
    });
  });
});

describe('the backend’s words in the catalogues', () => {
  const flat = (tree: unknown) => new Map([...flattenTree(tree as RawTree)].filter(([key]) => (BACKEND_NAMESPACES as readonly string[]).includes(key.split('.')[0])));
  const englishTexts = flat(en);
  const arabicTexts = flat(ar);
  const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((match) => match[1]))].sort();

  it('are in both shipped languages, with the same arguments, and compile', () => {
    expect([...arabicTexts.keys()].sort()).toEqual([...englishTexts.keys()].sort());
    for (const [key, text] of englishTexts) {
      expect([key, argumentsOf(arabicTexts.get(key)!)]).toEqual([key, argumentsOf(text)]);
      expect(() => compile(text)).not.toThrow();
      expect(() => compile(arabicTexts.get(key)!)).not.toThrow();
    }
  });

  it('answer every whole message as written in English', () => {
    for (const [key, text] of englishTexts) {
      if (!key.startsWith('Api.') || argumentsOf(text).length > 0) continue;
      expect(localMessage(text, english)).toBe(text);
      expect([text, localMessage(text, arabic)]).toEqual([text, arabicTexts.get(key)]);
    }
  });

  // Each template's English text filled with the values the message gives reads as the message.
  const samples = [
    'The name field is required. (and 2 more errors)',
    'Too many login attempts. Please try again in 5 minutes.',
    'Sorry! product cart quantity is limited. No more stock: Desk Lamp is out of stock.',
    'Sorry! product cart quantity is limited. No more stock: Desk Lamp is sold out in the flash sale.',
    'Sorry! product cart quantity is limited. No more stock: only 3 of Desk Lamp left.',
    'Desk Lamp is no longer available. Please remove it from your cart.',
    'You can save at most 10 addresses. Please delete one first.',
    'The name field is required.',
    'The email field must be a valid email address.',
    'The email must be a valid email address.',
    'The phone field must be a valid phone number.',
    'The phone field must have at least 9 digits.',
    'The phone field must not have more than 16 digits.',
    'The phone field must be between 9 and 16 digits.',
    'The phone field must contain digits only.',
    'The password field must be at least 8 characters.',
    'The password must be at least 8 characters.',
    'The subject field must not be greater than 255 characters.',
    'The quantity field must be at least 1.',
    'The quantity field must not be greater than 100.',
    'The attachments field must not have more than 5 items.',
    'The date of birth field must be a valid date (YYYY-MM-DD).',
    'The date of birth field must be a date before today.',
    'The name field must be a string.',
    'The rating field must be a number.',
    'The quantity field must be an integer.',
    'The name field contains invalid characters.',
    'The email field format is invalid.',
    'The token field is invalid.',
    'The selected payment method is invalid.',
  ];

  it.each(MESSAGE_TEMPLATES.map(([pattern, key, args]) => [key, pattern, args] as const))('%s is the message its pattern recognises', (key, pattern, args) => {
    const text = englishTexts.get(key);
    expect(text).toBeDefined();
    expect(args.map(([name]) => name).sort()).toEqual(argumentsOf(text!));
    const sample = samples.find((message) => MESSAGE_TEMPLATES.find(([first]) => first.test(message))?.[1] === key);
    expect(sample).toBeDefined();
    const match = pattern.exec(sample!)!;
    const values = Object.fromEntries(args.map(([name, kind], index) => [name, kind === 'count' ? Number(match[index + 1]) : match[index + 1]]));
    expect(english.text(key as WordKey, values)).toBe(sample);
    // And the Arabic says it in Arabic.
    expect(localMessage(sample!, arabic)).not.toBe(sample);
  });
});
