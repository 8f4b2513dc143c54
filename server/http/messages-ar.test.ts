import { localErrors, localMessage } from './messages-ar';

describe('localMessage', () => {
  it('leaves every language but Arabic as written', () => {
    expect(localMessage('The name field is required.', 'en')).toBe('The name field is required.');
    expect(localMessage('The name field is required.', 'fr')).toBe('The name field is required.');
  });

  it('writes field messages with the field’s Arabic name', () => {
    expect(localMessage('The address line field is required.', 'ar')).toBe('حقل العنوان مطلوب.');
    expect(localMessage('The subject field must not be greater than 255 characters.', 'ar')).toBe('يجب ألا يزيد الموضوع عن 255 حرفاً.');
    expect(localMessage('The phone field must be between 9 and 16 digits.', 'ar')).toBe('يجب أن يتكون الهاتف من 9 إلى 16 أرقام.');
    expect(localMessage('The selected payment method is invalid.', 'ar')).toBe('القيمة المحددة في طريقة الدفع غير صالحة.');
  });

  it('counts the further errors and the minutes to wait in Arabic', () => {
    expect(localMessage('The name field is required. (and 2 more errors)', 'ar')).toBe('حقل الاسم مطلوب. (وخطآن آخران)');
    expect(localMessage('The name field is required. (and 4 more errors)', 'ar')).toBe('حقل الاسم مطلوب. (و4 أخطاء أخرى)');
    expect(localMessage('Too many messages. Please try again in 7 minutes.', 'ar')).toBe('الرسائل: تجاوزت الحد المسموح. يرجى المحاولة بعد 7 دقائق.');
    expect(localMessage('Too many attempts. Please try again in 2 minutes.', 'ar')).toBe('المحاولات: تجاوزت الحد المسموح. يرجى المحاولة بعد دقيقتين.');
  });

  it('keeps product names as they are inside stock messages', () => {
    expect(localMessage('Sorry! product cart quantity is limited. No more stock: only 2 of Desk Lamp left.', 'ar')).toBe(
      'عذراً! كمية المنتج في السلة محدودة. لا يوجد مخزون إضافي: بقي 2 فقط من Desk Lamp.',
    );
  });

  it('leaves a message it has no Arabic for in English rather than lose it', () => {
    expect(localMessage('Sign-in with Apple is not set up.', 'ar')).toBe('Sign-in with Apple is not set up.');
  });
});

describe('localErrors', () => {
  it('writes each field error in Arabic and keeps the field names', () => {
    expect(localErrors({ email: ['The email has already been taken.'], otp: ['The otp field must be 4 digits.'] }, 'ar')).toEqual({
      email: ['البريد الإلكتروني مستخدم من قبل.'],
      otp: ['يجب أن يتكون رمز التحقق من 4 أرقام.'],
    });
  });
});
